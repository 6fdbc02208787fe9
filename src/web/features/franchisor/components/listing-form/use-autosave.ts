import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { LISTING_LIMITS } from '../../../../../shared/limits.ts';
import type { MarketCode } from '../../../../../shared/markets.ts';
import type { EditableListing, ListingFormValues } from '../../../../../shared/schemas/listings.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { useSaveDraft } from '../../api/listings.ts';
import { type FieldIssue, savableDraft } from './listing-draft.ts';

export type SaveState = 'idle' | 'saving' | 'saved' | 'partial' | 'error';

/**
 * Saves the draft a moment after the last change (LISTING_LIMITS.autosaveMs), and at once when
 * the franchisor leaves (another page of the app, or the tab is hidden or closed). The first save
 * of a new listing creates it; `onSaved` receives the stored listing each time. Fields the shared
 * schema (or the server) refuses are marked on the form; the others are saved.
 */
export function useAutosave(
  form: UseFormReturn<ListingFormValues>,
  opts: {
    id?: string;
    country: MarketCode;
    onSaved?: (listing: EditableListing) => void;
    disabled?: boolean;
  },
) {
  const [state, setState] = useState<SaveState>('idle');
  const idRef = useRef(opts.id);
  idRef.current = opts.id ?? idRef.current;
  const save = useSaveDraft(idRef.current);
  const latest = useRef(opts);
  latest.current = opts;
  const running = useRef<Promise<void> | null>(null);
  // Fields this hook marked, so it clears only its own marks once they are fixed.
  const marked = useRef(new Set<string>());
  const mounted = useRef(true);

  function mark(found: FieldIssue[]) {
    // A new listing's first save is `{ country, values }`: the server names its fields `values.x`.
    const issues = found.map((i) => ({ ...i, field: i.field.replace(/^values\./, '') }));
    const now = new Set(issues.map((i) => i.field));
    for (const f of marked.current) if (!now.has(f)) form.clearErrors(f as keyof ListingFormValues);
    for (const i of issues) form.setError(i.field as keyof ListingFormValues, { message: i.message });
    marked.current = now;
  }

  async function saveNow(keepalive = false): Promise<string | undefined> {
    // One save at a time: a change made while saving is saved right after.
    while (running.current) await running.current;
    const { draft, issues } = savableDraft(form.getValues());
    if (mounted.current) {
      mark(issues);
      setState('saving');
    }
    const work = (async () => {
      try {
        const listing = await save.mutateAsync({
          id: idRef.current,
          country: latest.current.country,
          values: draft,
          keepalive,
        });
        idRef.current = listing.id;
        latest.current.onSaved?.(listing);
        if (mounted.current) setState(issues.length ? 'partial' : 'saved');
      } catch (err) {
        if (!mounted.current) return;
        if (err instanceof ApiError && err.errors.length) {
          mark([...issues, ...err.errors]);
          setState('partial');
        } else setState('error');
      }
    })();
    running.current = work;
    await work;
    running.current = null;
    return idRef.current;
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: saveNow reads the latest options through refs.
  useEffect(() => {
    if (opts.disabled) return;
    mounted.current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = (keepalive: boolean) => {
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      void saveNow(keepalive);
    };
    // Every change counts: text inputs report `input` events under the compat runtime, selects `change`.
    const sub = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        void saveNow();
      }, LISTING_LIMITS.autosaveMs);
    });
    const onHide = () => flush(true);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush(true);
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      sub.unsubscribe();
      mounted.current = false;
      // Leaving for another page of the app: what was typed since the last save is saved now.
      flush(false);
    };
  }, [form, opts.disabled]);

  return { state, saveNow };
}

export const SAVE_LABELS: Record<SaveState, string> = {
  idle: 'Changes are saved automatically',
  saving: 'Saving…',
  saved: 'Saved',
  partial: 'Saved — fix the fields marked to save them too',
  error: 'Not saved — check your connection',
};
