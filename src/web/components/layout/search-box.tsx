import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { useFranchiseSearch } from './use-franchise-search.ts';

/** The header's search box. On a search the box clears and `onSearched` runs (closes the mobile menu). */
export function SearchBox({ className, onSearched }: { className?: string; onSearched?: () => void }) {
  const [text, setText] = useState('');
  const { listPath, search } = useFranchiseSearch();
  const id = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (search(text)) {
      setText('');
      onSearched?.();
    }
  }
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
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Search franchises..."
          autoComplete="off"
          enterKeyHint="search"
          className="h-10 w-full rounded-full border border-slate-300 bg-slate-50 pr-4 pl-9 text-sm text-ink placeholder:text-slate-500 focus-visible:border-brand-500 focus-visible:bg-white focus-visible:outline-2 focus-visible:outline-brand-500"
        />
      </form>
    </search>
  );
}
