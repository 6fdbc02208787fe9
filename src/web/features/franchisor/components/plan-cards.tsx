import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  type BillingCurrency,
  MEMBERSHIP_PLANS,
  type MembershipPlan,
} from '../../../../shared/membership-plans.ts';
import { formatMoney } from '../../../../shared/money.ts';
import { cn } from '../../../lib/cn.ts';

export function planPrice(plan: MembershipPlan, currency: BillingCurrency): string {
  const amount = plan.prices[currency];
  return amount === 0 ? 'Free' : formatMoney(amount, currency, { exact: true });
}

const TERM_LABEL: Record<MembershipPlan['term'], string> = {
  free: 'no time limit',
  year: 'per year',
  lifetime: 'once, for life',
};

/**
 * The membership plans in one currency, as cards. `action` renders each card's control (a link
 * on the join pages, a radio in the registration form).
 */
export function PlanCards({
  currency,
  action,
  highlighted = 'yearly',
}: {
  currency: BillingCurrency;
  action: (plan: MembershipPlan) => ReactNode;
  highlighted?: string;
}) {
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {MEMBERSHIP_PLANS.map((plan) => (
        <li
          key={plan.id}
          className={cn(
            'flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
            plan.id === highlighted ? 'border-brand-500 ring-2 ring-brand-500' : 'border-slate-200',
          )}
        >
          <h3 className="text-lg font-semibold text-brand-900">{plan.name}</h3>
          <p className="mt-3">
            <span className="text-3xl font-bold text-ink">{planPrice(plan, currency)}</span>{' '}
            <span className="text-sm text-muted">{TERM_LABEL[plan.term]}</span>
          </p>
          <p className="mt-2 text-sm text-muted">{plan.summary}</p>
          <ul className="mt-4 flex-1 space-y-2 text-sm">
            {plan.features.map((f) => (
              <li key={f} className="flex gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                <span>{f}</span>
              </li>
            ))}
          </ul>
          <div className="mt-6">{action(plan)}</div>
        </li>
      ))}
    </ul>
  );
}
