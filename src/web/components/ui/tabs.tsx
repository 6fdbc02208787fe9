import { Tabs as Primitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** Tabs (Radix: arrow keys move between tabs, each panel labelled by its tab). */
export function Tabs({
  value,
  onValueChange,
  label,
  tabs,
  className,
}: {
  value: string;
  onValueChange: (value: string) => void;
  /** What the tabs choose between, for screen readers. */
  label: string;
  tabs: { value: string; title: ReactNode; content: ReactNode }[];
  className?: string;
}) {
  return (
    <Primitive.Root value={value} onValueChange={onValueChange} className={className}>
      <Primitive.List
        aria-label={label}
        className="grid auto-cols-fr grid-flow-col rounded-lg bg-slate-100 p-1"
      >
        {tabs.map((tab) => (
          <Primitive.Trigger
            key={tab.value}
            value={tab.value}
            className={cn(
              'rounded-md px-3 py-2 text-sm font-medium text-muted focus-visible:outline-2 focus-visible:outline-brand-500',
              'data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm',
            )}
          >
            {tab.title}
          </Primitive.Trigger>
        ))}
      </Primitive.List>
      {tabs.map((tab) => (
        <Primitive.Content key={tab.value} value={tab.value} className="mt-6 focus-visible:outline-none">
          {tab.content}
        </Primitive.Content>
      ))}
    </Primitive.Root>
  );
}
