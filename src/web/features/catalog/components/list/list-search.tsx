import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Input, Label } from '../../../../components/ui/input.tsx';

/** The list's own search box; it follows ?search=, which the header search changes too. */
export function ListSearch({
  marketName,
  search,
  onSearch,
}: {
  marketName: string;
  search: string;
  onSearch: (search: string) => void;
}) {
  const [text, setText] = useState(search);
  useEffect(() => setText(search), [search]);
  // Words typed into the server's HTML before this code arrived stay in the box when it
  // hydrates: they become the state (a later render would otherwise empty the box). A search
  // sent before then is a plain GET of this list with `search`, which the server renders.
  const input = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the box first becomes this component's
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== search) setText(typed);
  }, []);

  function submit(e: FormEvent) {
    e.preventDefault();
    onSearch((input.current?.value ?? text).trim());
  }

  return (
    <search className="mt-6">
      <form onSubmit={submit} className="flex gap-2">
        <Label htmlFor="list-search" className="sr-only">
          Search franchises in {marketName}
        </Label>
        <div className="relative flex-1">
          <Search aria-hidden="true" className="absolute top-3 left-3 size-4 text-muted" />
          <Input
            ref={input}
            id="list-search"
            name="search"
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Search by brand, company, industry or keyword"
            className="pl-9"
          />
        </div>
        <Button type="submit">Search</Button>
      </form>
    </search>
  );
}
