import { ArrowRight, BadgePercent, Globe2, Infinity as InfinityIcon, Users } from 'lucide-react';
import { Link } from 'react-router';
import { formatCount } from '../../../../shared/count.ts';
import { MARKETS, placeName, shownWhenMarketOpens } from '../../../../shared/markets.ts';
import { JOIN_MARKETS, type JoinMarketKey } from '../../../../shared/membership-plans.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/card.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useJoinStats } from '../api/membership.ts';
import { PlanCards } from './plan-cards.tsx';

function withPlan(path: string, planId: string) {
  return `${path}${path.includes('?') ? '&' : '?'}plan=${planId}`;
}

function Reach({ market }: { market: JoinMarketKey }) {
  const { country } = JOIN_MARKETS[market];
  const stats = useJoinStats(country);
  if (stats.isPending) return <Skeleton className="h-24" aria-label="Loading the market's figures" />;
  if (stats.isError) return null;
  const s = stats.data;
  const where = country ? placeName(country) : 'all our markets';
  const figures = (
    [
      [s.publishedListings, `franchises listed in ${where}`],
      [s.franchisors, 'franchisor brands already here'],
      [s.categories, 'industries buyers browse'],
      [s.seekers, 'registered franchise seekers'],
    ] as [number, string][]
  ).filter(([value]) => value > 0);
  // A market that is not open yet has nothing to count: the pitch below says so instead.
  if (figures.length === 0) return null;
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {figures.map(([value, label]) => (
        <div key={label} className="rounded-xl bg-white/10 p-4">
          <dt className="text-sm text-brand-100">{label}</dt>
          <dd className="mt-1 text-3xl font-bold text-white">{formatCount(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

const OTHER_MARKETS: JoinMarketKey[] = ['us', 'india', 'uk'];

/** /join-franchisio and its -us, -india and -uk pages: the pitch, the plans and the way in. */
export function JoinPage({ market }: { market: JoinMarketKey }) {
  const m = JOIN_MARKETS[market];
  usePageTitle();
  const country = m.country ? MARKETS[m.country] : null;
  const opensLater = country && !country.live;
  const pitch = [
    {
      icon: Users,
      title: country ? `Reach buyers in ${placeName(country.code)}` : 'Reach buyers in every market',
      text: opensLater
        ? `We open to buyers in ${placeName(country.code)} soon. List now: your franchise is ${shownWhenMarketOpens(country.code)}.`
        : 'Seekers compare investment, fees and ROI here, then write to you directly.',
    },
    {
      icon: BadgePercent,
      title: 'Zero commission',
      text: 'We never take a share of a franchise fee or a deal you close.',
    },
    {
      icon: InfinityIcon,
      title: 'Lifetime membership',
      text: 'Pay once and keep your listings for the life of your brand, or start free.',
    },
    {
      icon: Globe2,
      title: 'Earn up to 25% back',
      text: 'Members earn up to 25% back on spends on software, AI tools and business services.',
    },
  ];
  return (
    <>
      <section className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:py-20">
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">For franchisors</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{m.title}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-brand-100">
            Put your franchise in front of people ready to invest. Zero commission, a free basic listing and a
            lifetime option, with prices in{' '}
            {m.currency === 'INR' ? 'rupees' : m.currency === 'GBP' ? 'pounds' : 'dollars'}.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild variant="accent" size="lg">
              <Link to={m.registrationPath}>
                Register your company
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="inverse" size="lg">
              <a href="#plans">See the plans</a>
            </Button>
          </div>
          <div className="mt-12">
            <h2 className="sr-only">Reach</h2>
            <Reach market={market} />
          </div>
        </div>
      </section>

      <section aria-labelledby="join-why" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="join-why" className="text-3xl font-bold tracking-tight text-brand-900">
          Why franchisors list here
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {pitch.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-slate-200 p-6">
              <Icon aria-hidden="true" className="size-7 text-brand-600" />
              <h3 className="mt-4 font-semibold text-ink">{title}</h3>
              <p className="mt-1 text-sm text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="plans" aria-labelledby="join-plans" className="scroll-mt-20 bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
          <h2 id="join-plans" className="text-3xl font-bold tracking-tight text-brand-900">
            Membership plans
          </h2>
          <p className="mt-3 max-w-2xl text-muted">
            Prices in {m.currency}, taxes included where they apply. Change plans whenever you grow.
          </p>
          <div className="mt-8">
            <PlanCards
              currency={m.currency}
              action={(plan) => (
                <Button asChild className="w-full" variant={plan.id === 'yearly' ? 'primary' : 'outline'}>
                  <Link to={withPlan(m.registrationPath, plan.id)} aria-label={`Choose ${plan.name}`}>
                    {plan.prices[m.currency] === 0 ? 'Start free' : `Choose ${plan.name}`}
                  </Link>
                </Button>
              )}
            />
          </div>
          {market === 'general' && (
            <nav aria-label="Join by market" className="mt-10">
              <h3 className="font-semibold text-ink">Prices in your own currency</h3>
              <ul className="mt-3 flex flex-wrap gap-3">
                {OTHER_MARKETS.map((key) => (
                  <li key={key}>
                    <Button asChild variant="outline">
                      <Link to={JOIN_MARKETS[key].path}>{JOIN_MARKETS[key].title}</Link>
                    </Button>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </section>
    </>
  );
}
