import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { LISTING_LIMITS } from '../../../../../shared/limits.ts';
import type { MarketCode } from '../../../../../shared/markets.ts';
import {
  type EditableListing,
  ListingDraftSchema,
  type ListingDraftValues,
  type ListingFormValues,
} from '../../../../../shared/schemas/listings.ts';
import { api, unwrap } from '../../../../lib/api-client.ts';

export type SaveState = 'idle' | 'saving' | 'saved' | 'partial' | 'error';

/** The fields that pass their rule: an autosave keeps what is valid and leaves the rest to fix. */
export function savableDraft(values: ListingFormValues): ListingDraftValues {
  const first = ListingDraftSchema.safeParse(values);
  if (first.success) return first.data;
  const bad = new Set(first.error.issues.map((i) => String(i.path[0])));
  const kept = Object.fromEntries(Object.entries(values).filter(([k]) => !bad.has(k)));
  const second = ListingDraftSchema.safeParse(kept);
  return second.success ? second.data : {};
}

/**
 * Saves the draft a moment after the last change (LISTING_LIMITS.autosaveMs). The first save of
 * a new listing creates it; `onSaved` receives the stored listing each time.
 */
export function useAutosave(
  form: UseFormReturn<ListingFormValues>,
  opts: { id?: string; country: MarketCode; onSaved: (listing: EditableListing) => void; disabled?: boolean },
) {
  const [state, setState] = useState<SaveState>('idle');
  const idRef = useRef(opts.id);
  idRef.current = opts.id ?? idRef.current;
  const latest = useRef(opts);
  latest.current = opts;
  const running = useRef<Promise<void> | null>(null);

  async function saveNow(): Promise<string | undefined> {
    // One save at a time: a change made while saving is saved right after.
    while (running.current) await running.current;
    const values = form.getValues();
    const draft = savableDraft(values);
    const complete = ListingDraftSchema.safeParse(values).success;
    setState('saving');
    const work = (async () => {
      try {
        const listing = idRef.current
          ? await unwrap(
              api.v1.franchisor.listings[':id'].$put({ param: { id: idRef.current }, json: draft }),
            )
          : await unwrap(
              api.v1.franchisor.listings.$post({ json: { country: latest.current.country, values: draft } }),
            );
        idRef.current = listing.id;
        latest.current.onSaved(listing);
        setState(complete ? 'saved' : 'partial');
      } catch {
        setState('error');
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
    let timer: ReturnType<typeof setTimeout> | undefined;
    const sub = form.watch((_v, { type }) => {
      if (type !== 'change' && type !== undefined) return;
      clearTimeout(timer);
      timer = setTimeout(() => void saveNow(), LISTING_LIMITS.autosaveMs);
    });
    return () => {
      clearTimeout(timer);
      sub.unsubscribe();
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
