import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { INDUSTRIES } from '../../../../shared/enums.ts';
import { MARKET_CODES, MARKETS, type MarketCode } from '../../../../shared/markets.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/card.tsx';
import { pageExists } from '../../../lib/pages.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { useMatches } from '../../engagement/api/matches.ts';
import { MatchReasons } from '../../engagement/components/match-reasons.tsx';
import { useSignInHref } from '../../engagement/components/sign-in-href.ts';
import { investmentBands, writeListState } from '../lib/list-params.ts';
import { OpportunityCard } from './opportunity-card.tsx';

function browseLink(market: MarketCode, params: Parameters<typeof writeListState>[0]) {
  const q = writeListState(params).toString();
  return `${MARKETS[market].listPath}${q ? `?${q}` : ''}`;
}

const BASE = {
  search: '',
  categories: [] as string[],
  homeBased: false,
  veteranDiscount: false,
  financing: false,
  sort: 'relevance' as const,
  page: 1,
};

export function DiscoverPage() {
  usePageTitle();
  const viewer = useViewer();
  const market: MarketCode = viewer.status === 'signed-in' && viewer.profile?.location === 'IN' ? 'IN' : 'US';

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">Discover franchises</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Browse by industry, investment and market, or let Franchisio rank franchises against your goals.
      </p>

      <MatchesForYou />

      <section aria-labelledby="by-industry" className="mt-10">
        <h2 id="by-industry" className="text-2xl font-semibold text-brand-900">
          Browse by industry
        </h2>
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {INDUSTRIES.map((industry) => (
            <li key={industry}>
              <Link
                to={browseLink(market, { ...BASE, categories: [industry] })}
                className="block rounded-xl border border-slate-200 bg-white p-4 font-medium shadow-sm hover:border-brand-500 hover:bg-brand-50"
              >
                {industry}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="by-investment" className="mt-10">
        <h2 id="by-investment" className="text-2xl font-semibold text-brand-900">
          Browse by investment
        </h2>
        {(['US', 'IN'] as const).map((code) => (
          <div key={code} className="mt-4">
            <h3 className="text-sm font-semibold text-muted">{MARKETS[code].name}</h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {investmentBands(code).map((band) => (
                <li key={band.id}>
                  <Link
                    to={browseLink(code, { ...BASE, min: band.min, max: band.max })}
                    className="inline-block rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium hover:border-brand-500 hover:bg-brand-50"
                  >
                    {band.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>

      <section aria-labelledby="by-market" className="mt-10">
        <h2 id="by-market" className="text-2xl font-semibold text-brand-900">
          Browse by market
        </h2>
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {MARKET_CODES.map((code) => (
            <li key={code}>
              <Link
                to={MARKETS[code].listPath}
                className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-500 hover:bg-brand-50"
              >
                <span className="font-medium">{MARKETS[code].name}</span>
                <span className="mt-1 block text-xs text-muted">
                  {MARKETS[code].live ? 'Live' : 'Coming soon'}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function MatchesForYou() {
  const viewer = useViewer();
  const matches = useMatches();
  const signIn = useSignInHref();
  const settings = pageExists('/account-settings')
    ? '/account-settings'
    : pageExists('/profile')
      ? '/profile'
      : null;

  return (
    <section aria-labelledby="matches" className="mt-8 rounded-2xl bg-brand-900 p-5 text-white sm:p-8">
      <h2 id="matches" className="flex items-center gap-2 text-2xl font-semibold">
        <Sparkles aria-hidden="true" className="size-5 text-accent-300" /> Matches for you
      </h2>
      {viewer.status !== 'signed-in' ? (
        <div className="mt-2">
          <p className="text-brand-100">
            Sign in with your investment goals and we rank franchises by how well they fit: budget, liquid
            capital and net worth, industry, market, timeline, experience and financing, with what fits and
            what does not.
          </p>
          <Button asChild variant="accent" className="mt-4">
            <Link to={signIn}>Sign in</Link>
          </Button>
        </div>
      ) : matches.isPending ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-48 bg-brand-800" />
          ))}
        </div>
      ) : matches.isError ? (
        <div className="mt-2">
          <p className="text-brand-100">Your matches could not be loaded.</p>
          <Button variant="accent" className="mt-3" onClick={() => matches.refetch()}>
            Try again
          </Button>
        </div>
      ) : !matches.data.hasGoals ? (
        <p className="mt-2 text-brand-100">
          Add your investment budget and preferred industries to your profile to see your matches.
          {settings && (
            <>
              {' '}
              <Link to={settings} className="font-semibold text-accent-300 underline">
                Set your goals
              </Link>
            </>
          )}
        </p>
      ) : matches.data.items.length === 0 ? (
        <p className="mt-2 text-brand-100">
          No listings fit your goals yet. Try widening your preferred industries.
        </p>
      ) : (
        <ul className="mt-5 grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
          {matches.data.items.map((m) => (
            <li key={m.opportunity.id} className="flex flex-col gap-3 rounded-xl bg-white p-2 text-ink">
              <OpportunityCard item={m.opportunity} actions={false} />
              <MatchReasons match={m} className="px-2 pb-2" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
