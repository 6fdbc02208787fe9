import { Check, ChevronsUpDown } from 'lucide-react';
import { Popover } from 'radix-ui';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { COUNTRY_OPTIONS, countryName, findCountries } from '../../../../shared/country-names.ts';
import { cn } from '../../../lib/cn.ts';

/**
 * A filterable list of every ISO 3166 country (spec §2), found by common names too (USA, UK,
 * Britain, Turkey; shared/country-names.ts). Type to filter, arrows to move,
 * Enter to choose, Escape to close.
 */
export function CountrySelect({
  id,
  value,
  onChange,
  invalid,
  describedBy,
  placeholder = 'Select your country',
}: {
  id: string;
  value: string;
  onChange: (code: string) => void;
  invalid?: boolean;
  describedBy?: string;
  placeholder?: string;
}) {
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const listRef = useRef<HTMLDivElement>(null);

  const options = useMemo(() => findCountries(filter), [filter]);

  function choose(code: string) {
    onChange(code);
    setOpen(false);
    setFilter('');
  }

  function move(to: number) {
    const next = Math.max(0, Math.min(options.length - 1, to));
    setActive(next);
    listRef.current?.querySelector(`[data-index="${next}"]`)?.scrollIntoView({ block: 'nearest' });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      move(active + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(active - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[active];
      if (option) choose(option.code);
    }
  }

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          const index = Math.max(
            0,
            COUNTRY_OPTIONS.findIndex((c) => c.code === value),
          );
          setActive(index);
          setFilter('');
        }
      }}
    >
      <Popover.Trigger asChild>
        <button
          id={id}
          type="button"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={cn(
            'flex h-10 w-full items-center justify-between rounded-lg border border-slate-300 bg-white px-3 text-left text-sm focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500 aria-invalid:border-red-600',
            !value && 'text-slate-500',
          )}
        >
          <span className="truncate">{value ? countryName(value) : placeholder}</span>
          <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          className="z-50 w-[var(--radix-popover-trigger-width)] min-w-64 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
        >
          <input
            // biome-ignore lint/a11y/noAutofocus: the filter is what the user types into on opening
            autoFocus
            type="text"
            aria-label="Filter countries"
            aria-controls={listId}
            aria-activedescendant={options[active] ? `${listId}-${options[active].code}` : undefined}
            placeholder="Search countries..."
            value={filter}
            onChange={(e) => {
              setFilter(e.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            className="h-9 w-full rounded-md border border-slate-300 px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-500"
          />
          <div
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label="Countries"
            className="mt-2 max-h-64 overflow-y-auto"
          >
            {options.length === 0 && <p className="px-2 py-2 text-sm text-muted">No country matches.</p>}
            {options.map((c, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard selection is handled by the filter input
              <div
                key={c.code}
                id={`${listId}-${c.code}`}
                data-index={index}
                role="option"
                tabIndex={-1}
                aria-selected={c.code === value}
                onClick={() => choose(c.code)}
                onMouseMove={() => setActive(index)}
                className={cn(
                  'flex cursor-pointer items-center justify-between rounded-md px-2 py-1.5 text-sm',
                  index === active && 'bg-brand-50 text-brand-800',
                )}
              >
                {c.name}
                {c.code === value && <Check aria-hidden="true" className="size-4" />}
              </div>
            ))}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
