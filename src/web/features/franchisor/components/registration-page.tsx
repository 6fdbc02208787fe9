import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { placeName } from '../../../../shared/markets.ts';
import { type BillingCountry, CURRENCY_OF } from '../../../../shared/membership-plans.ts';
import type { CompanyRegistration } from '../../../../shared/schemas/membership.ts';
import { Card, Skeleton } from '../../../components/ui/card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useViewer, viewerKeys } from '../../../lib/viewer.ts';
import { errorToast } from '../../accounts/toasts.ts';
import { useMembership, useRegisterCompany } from '../api/membership.ts';
import { AccountStep } from './account-step.tsx';
import { CompanyForm } from './company-form.tsx';
import { DocumentsStep } from './documents-step.tsx';
import { isPlanId, PlanStep } from './plan-step.tsx';

type Step = 'company' | 'account' | 'documents' | 'plan';
const STEPS: { key: Step; label: string }[] = [
  { key: 'company', label: 'Company' },
  { key: 'account', label: 'Account' },
  { key: 'documents', label: 'Documents' },
  { key: 'plan', label: 'Plan' },
];
// What a visitor typed survives a detour through sign-in (this tab only).
const DRAFT_KEY = 'franchisio.registration';

function readDraft(country: BillingCountry): CompanyRegistration | undefined {
  try {
    const draft = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as CompanyRegistration | null;
    return draft?.billingCountry === country ? draft : undefined;
  } catch {
    return undefined;
  }
}

function Progress({ step, signedIn }: { step: Step; signedIn: boolean }) {
  const shown = STEPS.filter((s) => !signedIn || s.key !== 'account' || step === 'account');
  const at = shown.findIndex((s) => s.key === step);
  return (
    <ol className="mb-6 flex flex-wrap gap-2 text-sm" aria-label="Registration steps">
      {shown.map((s, i) => (
        <li
          key={s.key}
          aria-current={i === at ? 'step' : undefined}
          className={
            i === at
              ? 'rounded-full bg-brand-700 px-3 py-1 font-semibold text-white'
              : i < at
                ? 'rounded-full bg-brand-50 px-3 py-1 text-brand-800'
                : 'rounded-full bg-slate-100 px-3 py-1 text-muted'
          }
        >
          {i + 1}. {s.label}
        </li>
      ))}
    </ol>
  );
}

/** /franchisor-registration (India; `?market=GB` for the UK) and /franchisor-registration-us. */
export function RegistrationPage({ country: routeCountry }: { country: 'US' | 'IN' }) {
  const [params] = useSearchParams();
  const location = useLocation();
  usePageTitle();
  const viewer = useViewer();
  const signedIn = viewer.status === 'signed-in';
  const isFranchisor = viewer.profile?.role === 'franchisor';
  const membership = useMembership({ enabled: isFranchisor });
  // A registered company edits what it saved, in the country it is billed in; a new one
  // registers in the route's country.
  const saved = membership.data?.company.details ?? null;
  const country: BillingCountry =
    saved?.billingCountry ?? (routeCountry === 'IN' && params.get('market') === 'GB' ? 'GB' : routeCountry);
  const register = useRegisterCompany();
  const queryClient = useQueryClient();
  const [company, setCompany] = useState<CompanyRegistration | undefined>(() => readDraft(country));
  const [step, setStep] = useState<Step | null>(null);
  const plan = params.get('plan');

  // Where to start: a registered company goes on to its documents (its plan after a cancelled
  // checkout, its details from "Edit company details").
  useEffect(() => {
    if (step || viewer.status === 'loading' || (isFranchisor && membership.isPending)) return;
    const registered = membership.data?.company.registered;
    const asked = params.get('step');
    setStep(registered ? (asked === 'plan' || asked === 'company' ? asked : 'documents') : 'company');
  }, [step, viewer.status, isFranchisor, membership.isPending, membership.data, params]);

  const save = (values: CompanyRegistration) => {
    setCompany(values);
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
    if (!signedIn) return setStep('account');
    register.mutate(values, {
      onSuccess: () => {
        sessionStorage.removeItem(DRAFT_KEY);
        if (saved) toast.success('Company details saved.');
        setStep('documents');
      },
      onError: errorToast,
    });
  };

  const other = country === 'US' ? '/franchisor-registration' : '/franchisor-registration-us';
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
        {saved ? 'Your company registration' : 'Register your franchise company'}
      </h1>
      <p className="mt-3 text-muted">
        Billed in {placeName(country)} ({CURRENCY_OF[country]}).{' '}
        {/* A registered company stays in its billing country; only a new one picks another. */}
        {!saved && (
          <Link to={other} className="font-semibold text-brand-700 underline underline-offset-4">
            {country === 'US' ? 'Registering an Indian company?' : 'Registering a US company?'}
          </Link>
        )}
      </p>
      <Card className="mt-8 p-5 sm:p-8">
        {viewer.isAdmin ? (
          <p role="alert">
            Admin accounts cannot register a franchisor company. Sign out and register with the company’s own
            account.
          </p>
        ) : !step ? (
          <div role="status" aria-busy="true" aria-label="Loading" className="space-y-4">
            <Skeleton className="h-10" />
            <Skeleton className="h-64" />
          </div>
        ) : (
          <>
            <Progress step={step} signedIn={signedIn} />
            <h2 className="mb-5 text-xl font-semibold text-brand-900">
              {
                {
                  company: 'Your company',
                  account: 'Your account',
                  documents: 'Verification documents',
                  plan: 'Choose your plan',
                }[step]
              }
            </h2>
            {step === 'company' && (
              <CompanyForm
                billingCountry={country}
                defaults={saved ?? company}
                pending={register.isPending}
                submitLabel={signedIn ? 'Save and continue' : 'Continue'}
                onSubmit={save}
                serverErrors={register.error instanceof ApiError ? register.error.errors : undefined}
              />
            )}
            {step === 'account' && company && (
              <AccountStep
                company={company}
                back={`${location.pathname}${location.search}`}
                onSignedIn={async () => {
                  await queryClient.invalidateQueries({ queryKey: viewerKeys.me(), exact: true });
                  register.mutate(company, {
                    onSuccess: () => {
                      sessionStorage.removeItem(DRAFT_KEY);
                      setStep('documents');
                    },
                    onError: (err) => {
                      errorToast(err);
                      setStep('company');
                    },
                  });
                }}
              />
            )}
            {step === 'documents' && (
              <DocumentsStep
                documents={membership.data?.documents ?? register.data?.documents ?? []}
                onBack={() => setStep('company')}
                onContinue={() => setStep('plan')}
              />
            )}
            {step === 'plan' && (
              <PlanStep
                currency={CURRENCY_OF[(membership.data?.company.billingCountry ?? country) as BillingCountry]}
                initialPlan={isPlanId(plan) ? plan : 'yearly'}
                onBack={() => setStep('documents')}
              />
            )}
          </>
        )}
      </Card>
    </div>
  );
}
