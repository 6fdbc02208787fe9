import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type BillingCurrency, PLAN_IDS, type PlanId } from '../../../../shared/membership-plans.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { errorToast } from '../../accounts/toasts.ts';
import { useChoosePlan } from '../api/membership.ts';
import { PlanCards } from './plan-cards.tsx';

export const isPlanId = (v: string | null): v is PlanId => !!v && (PLAN_IDS as readonly string[]).includes(v);

/** The plan step: free starts at once; a paid plan goes to checkout or an e-mailed invoice. */
export function PlanStep({
  currency,
  initialPlan,
  onBack,
}: {
  currency: BillingCurrency;
  initialPlan: PlanId;
  onBack: () => void;
}) {
  const [planId, setPlanId] = useState<PlanId>(initialPlan);
  const choose = useChoosePlan();
  const navigate = useNavigate();
  const submit = () =>
    choose.mutate(planId, {
      onSuccess: (result) => {
        if (result.next === 'redirect') window.location.assign(result.url);
        else navigate(`/franchisor-payment-success?membership=${result.membershipId}`);
      },
      onError: errorToast,
    });
  return (
    <div className="space-y-6">
      <div role="radiogroup" aria-label="Membership plan">
        <PlanCards
          currency={currency}
          highlighted={planId}
          action={(plan) => (
            // biome-ignore lint/a11y/useSemanticElements: a card-sized radio; the button carries the role and state.
            <button
              type="button"
              role="radio"
              aria-checked={planId === plan.id}
              onClick={() => setPlanId(plan.id)}
              className={cn(
                'h-10 w-full rounded-lg border text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-500',
                planId === plan.id
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-ink hover:bg-slate-50',
              )}
            >
              {planId === plan.id ? 'Selected' : `Select ${plan.name}`}
            </button>
          )}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" size="lg" onClick={onBack}>
          Back to documents
        </Button>
        <Button type="button" size="lg" onClick={submit} disabled={choose.isPending}>
          {choose.isPending ? 'One moment…' : 'Confirm plan'}
        </Button>
      </div>
    </div>
  );
}
