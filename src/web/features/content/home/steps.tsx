import type { ReactNode } from 'react';

export function Steps({ items }: { items: { icon: ReactNode; title: string; text: string }[] }) {
  return (
    <ol className="mt-6 space-y-5">
      {items.map((s, i) => (
        <li key={s.title} className="flex gap-4">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
            {s.icon}
          </span>
          <div>
            <h4 className="font-semibold text-ink">
              <span className="sr-only">Step {i + 1}: </span>
              {s.title}
            </h4>
            <p className="mt-1 text-sm text-muted">{s.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
