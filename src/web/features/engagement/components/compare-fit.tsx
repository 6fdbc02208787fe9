import { Link } from 'react-router';
import { hasMatchGoals, matchGoalsOf, matchScore } from '../../../../shared/match-score.ts';
import type { OpportunityDetail } from '../../../../shared/schemas/catalog.ts';
import { Skeleton } from '../../../components/ui/card.tsx';
import { useViewer } from '../../../lib/viewer.ts';
import { useProfile } from '../../accounts/api/get-profile.ts';
import { MatchReasons } from './match-reasons.tsx';
import { useSignInHref } from './sign-in-href.ts';

/**
 * "How each fits your goals": the compared franchises scored with the same match function as
 * /discover, from the seeker's own profile (read on the web; the figures are on the page already).
 */
export function CompareFit({ items }: { items: OpportunityDetail[] }) {
  const viewer = useViewer();
  const signedIn = viewer.status === 'signed-in' && viewer.profile?.role === 'user';
  const profile = useProfile(signedIn);
  const signIn = useSignInHref();

  if (viewer.status === 'loading' || items.length === 0) return null;
  return (
    <section aria-labelledby="compare-fit" className="mt-8">
      <h2 id="compare-fit" className="text-xl font-semibold text-brand-900">
        How each fits your goals
      </h2>
      {viewer.status === 'signed-out' ? (
        <p className="mt-1 text-sm text-muted">
          <Link to={signIn} className="font-medium text-brand-700 underline">
            Sign in
          </Link>{' '}
          to see what fits your budget, means and goals, and what does not.
        </p>
      ) : !signedIn ? (
        <p className="mt-1 text-sm text-muted">Match scores are for franchise seekers' investment goals.</p>
      ) : profile.isPending ? (
        <Skeleton className="mt-3 h-40 w-full" />
      ) : profile.isError ? (
        <p className="mt-1 text-sm text-muted">
          Your goals could not be loaded, so no match scores are shown.
        </p>
      ) : !hasMatchGoals(matchGoalsOf(profile.data)) ? (
        <p className="mt-1 text-sm text-muted">
          Add your investment budget and preferred industries to{' '}
          <Link to="/profile" className="font-medium text-brand-700 underline">
            your profile
          </Link>{' '}
          to see how each franchise fits.
        </p>
      ) : (
        <ul className="mt-3 grid gap-4 md:grid-cols-2 lg:grid-cols-3" data-testid="compare-fit">
          {items.map((o) => (
            <li key={o.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <h3 className="font-semibold">{o.title}</h3>
              <MatchReasons match={matchScore(matchGoalsOf(profile.data), o)} className="mt-2" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
