import type { ReactNode } from 'react';

/** One titled block of the detail page. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  // Each block of the page hydrates in a task of its own.
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id={id} className="text-xl font-semibold text-brand-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** One figure of a listing with its label and, when it needs one, a note on what it means. */
export function Fact({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="mt-0.5 font-semibold">{value}</dd>
      {note && <dd className="mt-0.5 text-xs text-muted">{note}</dd>}
    </div>
  );
}

export const yesNo = (v: boolean) => (v ? 'Yes' : 'No');
export const NOT_STATED = 'Not stated';
export const percentOrNotStated = (v: number | null) => (v === null ? NOT_STATED : `${v}%`);
