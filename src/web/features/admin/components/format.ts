import { formatMoment, orDash } from '../../../../shared/dates.ts';

export { formatCount as fmt } from '../../../../shared/count.ts';

export const when = (iso: string | null) => orDash(iso, formatMoment);

export const selectClass =
  'h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500';
