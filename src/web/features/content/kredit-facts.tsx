import { BadgeCheck, CalendarClock, CircleDollarSign, Receipt, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';

/** The Kredit offer (spec §1, §9), shown on /kredit, /all-about-kredit and the home page. */
export const KREDIT_FACTS: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <CircleDollarSign aria-hidden="true" className="size-6" />,
    title: 'Up to $10,000 a year',
    text: 'Working capital for your franchise business, sized to your revenue.',
  },
  {
    icon: <Receipt aria-hidden="true" className="size-6" />,
    title: 'No hidden fees',
    text: 'Every cost is shown before you accept. Nothing is added later.',
  },
  {
    icon: <CalendarClock aria-hidden="true" className="size-6" />,
    title: 'Approval within 24 hours',
    text: 'A decision on a complete application within one day.',
  },
  {
    icon: <BadgeCheck aria-hidden="true" className="size-6" />,
    title: 'Any business expense',
    text: 'Stock, payroll, equipment, marketing or rent: you decide.',
  },
  {
    icon: <RefreshCw aria-hidden="true" className="size-6" />,
    title: 'Renewed every year',
    text: 'Your limit renews annually while your business stays in good standing.',
  },
];

export function KreditFactGrid({ tone = 'light', narrow }: { tone?: 'light' | 'dark'; narrow?: boolean }) {
  return (
    <ul className={narrow ? 'grid gap-4 sm:grid-cols-2' : 'grid gap-4 sm:grid-cols-2 lg:grid-cols-5'}>
      {KREDIT_FACTS.map((f) => (
        <li
          key={f.title}
          className={
            tone === 'dark'
              ? 'rounded-xl border border-white/15 bg-white/5 p-5'
              : 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm'
          }
        >
          <div className={tone === 'dark' ? 'text-accent-400' : 'text-brand-600'}>{f.icon}</div>
          <h3 className={`mt-3 font-semibold ${tone === 'dark' ? 'text-white' : 'text-ink'}`}>{f.title}</h3>
          <p className={`mt-1 text-sm ${tone === 'dark' ? 'text-brand-100' : 'text-muted'}`}>{f.text}</p>
        </li>
      ))}
    </ul>
  );
}
