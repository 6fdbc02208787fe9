import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useFranchiseSearch } from '../../../components/layout/use-franchise-search.ts';
import { Button } from '../../../components/ui/button.tsx';

export function HeroSearch() {
  const [text, setText] = useState('');
  const { listPath, search } = useFranchiseSearch();
  const id = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (search(text)) setText('');
  }
  return (
    <search className="mt-8 block max-w-xl">
      <form action={listPath} onSubmit={submit} className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={id} className="sr-only">
          Search franchises by name, industry or keyword
        </label>
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-500"
          />
          <input
            id={id}
            type="search"
            name="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Try “coffee”, “fitness” or “education”"
            className="h-12 w-full rounded-xl border-0 bg-white pr-4 pl-12 text-base text-ink shadow-lg placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400"
          />
        </div>
        <Button type="submit" variant="accent" size="lg" className="shadow-lg">
          Search
        </Button>
      </form>
    </search>
  );
}
