import { Search, Store, Tag } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { MARKETS } from '../../../../shared/markets.ts';
import { useFranchiseSearch } from '../../../components/layout/use-franchise-search.ts';
import { cn } from '../../../lib/cn.ts';
import { useSuggestions } from '../api/get-suggestions.ts';
import { detailPath } from '../lib/paths.ts';

interface Option {
  key: string;
  label: string;
  detail: string;
  kind: 'brand' | 'industry';
  to: string;
}

/**
 * The header's search box: a combobox (WAI-ARIA 1.2, aria-activedescendant) that suggests
 * franchises and industries as people type. Arrows move through the suggestions, Enter opens
 * the one marked (or searches the text when none is), Escape closes the list (and clears the
 * text when it is already closed). On leaving, the box clears and `onSearched` runs (closes
 * the mobile menu).
 */
export function SearchBox({ className, onSearched }: { className?: string; onSearched?: () => void }) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [marker, setMarker] = useState(-1);
  const { market, listPath, search } = useFranchiseSearch();
  const navigate = useNavigate();
  const suggestions = useSuggestions(text, market);
  const id = useId();
  const listId = `${id}-list`;

  const typed = text.trim().length >= 2;
  const data = typed ? suggestions.data : undefined;
  const options: Option[] = [
    ...(data?.industries ?? []).map((industry) => ({
      key: `industry-${industry}`,
      label: industry,
      detail: `Industry in ${MARKETS[market].name}`,
      kind: 'industry' as const,
      to: `${listPath}?${new URLSearchParams({ category: industry })}`,
    })),
    ...(data?.brands ?? []).map((b) => ({
      key: `brand-${b.id}`,
      label: b.title,
      detail: `${b.category} · ${b.companyName}`,
      kind: 'brand' as const,
      to: detailPath(b),
    })),
  ];
  const expanded = open && typed && options.length > 0;
  // Suggestions can arrive after the marker moved: a marker past the new list marks nothing,
  // so aria-activedescendant never names an option that is gone.
  const active = marker < options.length ? marker : -1;
  const optionId = (i: number) => `${id}-option-${i}`;

  function done() {
    setText('');
    setOpen(false);
    setMarker(-1);
    onSearched?.();
  }
  function choose(option: Option) {
    navigate(option.to);
    done();
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    const option = expanded ? options[active] : undefined;
    if (option) choose(option);
    else if (search(text)) done();
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!typed || options.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!expanded) {
        setOpen(true);
        setMarker(step === 1 ? 0 : options.length - 1);
        return;
      }
      // Past either end the marker leaves the list (back to the text), then wraps.
      const next = active + step;
      setMarker(next < -1 ? options.length - 1 : next >= options.length ? -1 : next);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) {
        setOpen(false);
        setMarker(-1);
      } else setText('');
    }
  }

  // Industries come first: a few words that name what most people mean, then the brands.
  const industryCount = typed ? (data?.industries.length ?? 0) : 0;
  return (
    <search className={cn('relative block', className)}>
      <form action={listPath} onSubmit={submit}>
        <label htmlFor={id} className="sr-only">
          Search franchises
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <input
          id={id}
          type="search"
          name="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setMarker(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          placeholder="Search franchises..."
          autoComplete="off"
          enterKeyHint="search"
          className="h-10 w-full rounded-full border border-slate-300 bg-slate-50 pr-4 pl-9 text-sm text-ink placeholder:text-slate-500 focus-visible:border-brand-500 focus-visible:bg-white focus-visible:outline-2 focus-visible:outline-brand-500"
        />
      </form>
      <div
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-50 mt-1 max-h-96 min-w-64 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
      >
        {options.map((option, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys (aria-activedescendant)
          <div
            key={option.key}
            id={optionId(i)}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            data-kind={option.kind}
            // Keeps the focus in the input, so the list is still open when the click lands.
            onMouseDown={(e) => e.preventDefault()}
            onMouseMove={() => setMarker(i)}
            onClick={() => choose(option)}
            className={cn(
              'flex cursor-pointer items-start gap-2 rounded-lg px-2.5 py-2 text-sm',
              i === active && 'bg-brand-50 text-brand-900',
              i === industryCount && i > 0 && 'mt-1 border-t border-slate-100 pt-2.5',
            )}
          >
            {option.kind === 'brand' ? (
              <Store aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
            ) : (
              <Tag aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
            )}
            <span className="min-w-0">
              <span className="block truncate font-medium">{option.label}</span>
              <span className="block truncate text-xs text-muted">{option.detail}</span>
            </span>
          </div>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {expanded ? `${options.length} suggestions, use the arrow keys to choose` : ''}
      </p>
    </search>
  );
}
