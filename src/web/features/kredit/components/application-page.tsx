import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/card.tsx';
import { useViewer } from '../../../lib/viewer.ts';
import { RequireUser } from '../../accounts/components/require-user.tsx';
import { useKreditApplication, useMyKredit, useStartKredit } from '../api/my-applications.ts';
import { ApplicationWizard } from './application-wizard.tsx';

function Loading() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading" className="space-y-4">
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-80" />
    </div>
  );
}

function Problem({
  message,
  back = { to: '/kredit-applications', label: 'See your applications' },
}: {
  message: string;
  back?: { to: string; label: string };
}) {
  return (
    <div role="alert" className="space-y-4 rounded-xl border border-amber-200 bg-amber-50 p-6 text-amber-950">
      <p>{message}</p>
      <Button asChild variant="outline">
        <Link to={back.to}>{back.label}</Link>
      </Button>
    </div>
  );
}

function Draft({ id }: { id: string }) {
  const application = useKreditApplication(id);
  const mine = useMyKredit();
  if (application.isPending || mine.isPending) return <Loading />;
  if (application.isError) return <Problem message={application.error.message} />;
  if (mine.isError) return <Problem message={mine.error.message} />;
  if (application.data.status !== 'draft') {
    return <Problem message="This application has been submitted already." />;
  }
  return (
    <ApplicationWizard application={application.data} remainingMinor={mine.data.allowance.remaining.minor} />
  );
}

/** Starts (or resumes) the signed-in applicant's draft, then shows the steps. */
function StartOrResume() {
  const start = useStartKredit();
  const { mutate } = start;
  useEffect(() => {
    mutate(undefined);
  }, [mutate]);
  if (start.isError) return <Problem message={start.error.message} />;
  if (!start.data) return <Loading />;
  return <Draft id={start.data.id} />;
}

export function KreditApplicationPage() {
  const viewer = useViewer();
  return (
    <RequireUser>
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 lg:py-12">
        <div>
          <p className="text-sm font-semibold text-brand-700">Kredit</p>
          <h1 className="text-3xl font-bold tracking-tight text-brand-900">Apply for Kredit</h1>
          <p className="mt-2 text-muted">
            Working capital for any business expense of your franchise, with a decision within 24 hours.{' '}
            <Link
              to="/all-about-kredit"
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              How it works
            </Link>
          </p>
        </div>
        {viewer.profile?.role === 'franchisor' ? (
          <Problem
            message="Kredit is for franchise owners and buyers; franchisor accounts cannot apply."
            back={{ to: '/kredit', label: 'About Kredit' }}
          />
        ) : (
          <StartOrResume />
        )}
      </div>
    </RequireUser>
  );
}
