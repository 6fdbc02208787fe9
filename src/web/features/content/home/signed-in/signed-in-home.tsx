import { ArrowRight, Bookmark, BrainCircuit, CheckCircle2, Landmark } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCount } from '../../../../../shared/count.ts';
import { MARKETS } from '../../../../../shared/markets.ts';
import { formatMoney } from '../../../../../shared/money.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import type { Viewer } from '../../../../lib/viewer.ts';
import { useBookmarks } from '../../../engagement/api/bookmarks.ts';
import { useUserSegment } from '../../../insights/api/get-user-segment.ts';
import { ProfileInsights } from '../../../insights/components/profile-insights.tsx';
import { TrendingNow } from '../../../insights/components/trending-now.tsx';
import { useMyKredit } from '../../../kredit/api/my-applications.ts';
import { useKreditAccessPath } from '../../../kredit/components/apply-link.tsx';
import { AiTiles } from './ai-tiles.tsx';
import { BookmarkedPreview, QuickActions } from './bookmarked-preview.tsx';
import { FeaturedForCountry } from './featured-for-country.tsx';
import { browseMarketOf, featuredMarketOf, primaryAction } from './home-market.ts';

/** Spec §2: the home page of a signed-in seeker, rendered on the server like the visitor's. */
export function SignedInHome({ viewer }: { viewer: Viewer }) {
  usePageTitle();
  const location = viewer.profile?.location ?? null;
  const firstName = viewer.user?.firstName || viewer.user?.displayName.split(' ')[0] || 'there';
  const primary = primaryAction(location);
  const kreditAccessPath = useKreditAccessPath();
  const bookmarks = useBookmarks();
  const segment = useUserSegment();
  const browse = MARKETS[browseMarketOf(location)];
  const best = segment.data?.segment?.personalizedRecommendations[0];
  const kreditLeft = useKreditLeft();

  return (
    <>
      <section className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{`Welcome back, ${firstName}!`}</h1>
          <p className="mt-2 max-w-2xl text-brand-100">
            Your matches, what other seekers are looking at and the franchises you saved, in one place.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button asChild variant="accent" size="lg">
              <Link to={primary.to}>
                {primary.label}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="inverse" size="lg">
              <Link to={kreditAccessPath}>Access Kredit</Link>
            </Button>
          </div>
          <dl className="mt-8 grid gap-3 sm:grid-cols-3" data-testid="home-stats">
            <Stat
              icon={<Bookmark aria-hidden="true" />}
              value={bookmarks.data ? formatCount(bookmarks.data.total) : '–'}
              label="Bookmarked franchises"
            />
            <Stat
              icon={<Landmark aria-hidden="true" />}
              value={kreditLeft ?? '–'}
              label="Available via Kredit"
            />
            <Stat
              icon={<BrainCircuit aria-hidden="true" />}
              value="AI ready"
              label="Matching on your goals"
            />
          </dl>
        </div>
      </section>

      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10 sm:px-6">
        <ProfileInsights />
        <TrendingNow />
        <AiTiles
          marketPath={browse.listPath}
          marketAdjective={browse.adjective}
          roiPath={best ? `${best.path}#roi` : null}
        />
        <FeaturedForCountry market={featuredMarketOf(location)} />
        <KreditPromo accessPath={kreditAccessPath} left={kreditLeft} />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[2fr_1fr]">
          <BookmarkedPreview />
          <QuickActions />
        </div>
      </div>
    </>
  );
}

function Stat({ icon, value, label }: { icon: ReactNode; value: string; label: string }) {
  return (
    <div className="flex items-center gap-3 rounded-xl bg-white/10 px-4 py-3">
      <span className="text-accent-300 [&_svg]:size-6">{icon}</span>
      <div>
        <dd className="text-xl font-bold">{value}</dd>
        <dt className="text-sm text-brand-100">{label}</dt>
      </div>
    </div>
  );
}

/**
 * What is left of the seeker's yearly Kredit limit, in the currency of their Kredit pages; null
 * until known. A fixed "$10,000" stayed on the home after use and in dollars for an India seeker.
 */
function useKreditLeft(): string | null {
  const kredit = useMyKredit();
  if (!kredit.data) return null;
  const { remaining } = kredit.data.allowance;
  return formatMoney(remaining.minor, remaining.currency);
}

/** Spec §2: the Kredit promo with its status card. */
function KreditPromo({ accessPath, left }: { accessPath: string; left: string | null }) {
  return (
    <section
      aria-labelledby="kredit-promo-heading"
      className="grid gap-6 rounded-2xl bg-brand-900 p-6 text-white sm:p-8 lg:grid-cols-[1fr_18rem] lg:items-center"
    >
      <div>
        <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">Kredit</p>
        <h2 id="kredit-promo-heading" className="mt-1 text-2xl font-bold">
          Working capital for your franchise, approved within 24 hours
        </h2>
        <p className="mt-2 text-brand-100">
          Up to $10,000 a year for any business expense, with no hidden fees, renewed every year.
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Button asChild variant="accent">
            <Link to={accessPath}>Access Kredit</Link>
          </Button>
          <Button asChild variant="inverse">
            <Link to="/all-about-kredit">How Kredit works</Link>
          </Button>
        </div>
      </div>
      <div className="rounded-xl bg-white p-5 text-ink" data-testid="kredit-status">
        <p className="flex items-center gap-2 text-sm font-semibold text-brand-700">
          <CheckCircle2 aria-hidden="true" className="size-4" />
          Kredit status
        </p>
        <p className="mt-2 text-2xl font-bold text-brand-900">{left ?? '–'} Available Now</p>
        <p className="mt-1 text-sm text-muted">Renewable annually</p>
      </div>
    </section>
  );
}
