import { X } from 'lucide-react';
import type { UnderstoodReading } from '../../../../../shared/schemas/catalog.ts';
import type { ListState } from '../../lib/list-params.ts';

/** A reading as the list page's own filter, so it stays when another reading is removed. */
function asFilter(reading: UnderstoodReading, state: ListState): Partial<ListState> {
  switch (reading.kind) {
    case 'investmentMin':
      return { min: reading.value };
    case 'investmentMax':
      return { max: reading.value };
    case 'category':
      return { categories: [...new Set([...state.categories, ...reading.value])] };
    default:
      return { [reading.kind]: true };
  }
}

/**
 * What the search's words were read as ("Investment up to $50,000", "Home-based"), never
 * applied silently. Removing one searches the words as typed again (`literal=1`), with the
 * other readings kept as ordinary filters the sidebar shows and clears: the address alone
 * says what is searched, so it can be shared.
 */
export function UnderstoodChips({
  understood,
  state,
  onChange,
}: {
  understood: UnderstoodReading[] | undefined;
  state: ListState;
  onChange: (next: Partial<ListState>) => void;
}) {
  if (!understood?.length) return null;
  function remove(index: number) {
    const kept = understood!.filter((_, i) => i !== index);
    onChange(Object.assign({ literal: true }, ...kept.map((r) => asFilter(r, state))));
  }
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2" data-testid="understood">
      <p className="text-sm text-muted">Read from your search:</p>
      <ul className="flex flex-wrap gap-2">
        {understood.map((reading, i) => (
          <li key={`${reading.kind}:${reading.label}`}>
            <button
              type="button"
              onClick={() => remove(i)}
              aria-label={`${reading.label}: remove, and search “${reading.words}” as words`}
              className="inline-flex min-h-10 max-w-full items-center gap-1 rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-left text-sm text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            >
              <span className="break-words">{reading.label}</span>
              <X aria-hidden="true" className="size-4 shrink-0" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
