import {
  ArrowRight,
  BarChart3,
  Building2,
  FileCheck2,
  Handshake,
  Quote,
  Sparkles,
  Target,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { BRAND } from '../../../../shared/brand.ts';
import { COMING_SOON_COUNTRIES, MARKETS } from '../../../../shared/markets.ts';
import { Button } from '../../../components/ui/button.tsx';
import { JOIN_PATH } from '../../../lib/auth-paths.ts';
import { firstExisting, pageExists } from '../../../lib/pages.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useKreditAccessPath } from '../../kredit/components/apply-link.tsx';
import { KreditFactGrid } from '../kredit-facts.tsx';
import { useChosenCountry } from './country-preference.ts';
import { FeaturedFranchises } from './featured-franchises.tsx';
import { HeroSearch } from './hero-search.tsx';
import { ListingPreview } from './listing-preview.tsx';
import { MarketChooser } from './market-chooser.tsx';
import { MarketsSection } from './markets-section.tsx';
import { Steps } from './steps.tsx';
import { TESTIMONIALS } from './testimonials.tsx';

const STATS = [
  { value: '95% Match Rate', label: 'of recommendations meet every must-have you set' },
  { value: '2 live markets', label: 'the United States and India' },
  { value: `${COMING_SOON_COUNTRIES.length} more countries`, label: 'coming soon' },
  { value: '$10,000 a year', label: 'of working capital through Kredit' },
];

/** The signed-out home page (spec §2): an honest marketing page with real featured franchises. */
export function VisitorHome() {
  usePageTitle();
  const market = useChosenCountry() === 'IN' ? 'IN' : 'US';

  const joinUs = firstExisting('/join-franchisio-us', '/franchisor-auth');
  const joinIndia = firstExisting('/join-franchisio-india', '/franchisor-auth');
  const listPath = MARKETS[market].listPath;
  const kreditAccessPath = useKreditAccessPath();

  return (
    <>
      <section className="relative overflow-hidden bg-brand-900 text-white">
        <div
          aria-hidden="true"
          className="absolute -top-32 -right-32 size-[28rem] rounded-full bg-brand-500/25 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-40 left-1/3 size-[22rem] rounded-full bg-accent-400/10 blur-3xl"
        />
        <div className="relative mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1fr_22rem] lg:py-24 xl:grid-cols-[1fr_26rem]">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100">
              <span aria-hidden="true" className="size-2 rounded-full bg-accent-400" />
              Live in the United States and India
            </p>
            <h1 className="mt-6 max-w-3xl text-4xl leading-tight font-bold tracking-tight sm:text-5xl lg:text-6xl">
              Find the franchise that fits your{' '}
              <span className="text-accent-400">budget, goals and market.</span>
            </h1>
            <p className="mt-6 max-w-2xl text-lg leading-8 text-brand-100">
              Compare franchises on the numbers that matter: total investment, fees, royalties and returns, in
              the same format for every brand. Get matched to the ones that fit, then fund your first year
              with Kredit.
            </p>
            <HeroSearch />
            <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm">
              <Link
                to={JOIN_PATH}
                className="inline-flex items-center gap-1 font-semibold text-white underline-offset-4 hover:underline"
              >
                Create your free account
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
              {pageExists(listPath) && (
                <Link
                  to={listPath}
                  className="font-semibold text-brand-100 underline-offset-4 hover:text-white hover:underline"
                >
                  Browse {MARKETS[market].adjective} franchises
                </Link>
              )}
              <MarketChooser />
            </div>
          </div>
          <ListingPreview />
          <dl className="grid grid-cols-2 gap-6 border-t border-white/10 pt-8 lg:col-span-2 lg:grid-cols-4">
            {STATS.map((s) => (
              <div key={s.value}>
                <dt className="sr-only">{s.label}</dt>
                <dd>
                  <span className="block text-2xl font-bold text-white sm:text-3xl">{s.value}</span>
                  <span aria-hidden="true" className="mt-1 block text-sm text-brand-100">
                    {s.label}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="how-heading" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">How it works</p>
          <h2 id="how-heading" className="mt-1 max-w-2xl text-3xl font-bold tracking-tight text-brand-900">
            One marketplace for the people buying franchises and the brands selling them
          </h2>
          <div className="mt-10 grid gap-6 lg:grid-cols-2">
            <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
              <h3 className="text-xl font-bold text-ink">For franchise seekers</h3>
              <Steps
                items={[
                  {
                    icon: <Target aria-hidden="true" className="size-5" />,
                    title: 'Tell us what you want',
                    text: 'Budget, timeline, industries and where you want to open: two minutes, once.',
                  },
                  {
                    icon: <Sparkles aria-hidden="true" className="size-5" />,
                    title: 'Get matched and compare',
                    text: 'See the franchises that fit, and compare up to three side by side on fees, royalties and returns.',
                  },
                  {
                    icon: <Handshake aria-hidden="true" className="size-5" />,
                    title: 'Talk to franchisors',
                    text: 'Message the brands you like directly, read their documents and decide with the full picture.',
                  },
                ]}
              />
              <Button asChild className="mt-8">
                <Link to={JOIN_PATH}>
                  Join free as a seeker
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </div>
            <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
              <h3 className="text-xl font-bold text-ink">For franchisors</h3>
              <Steps
                items={[
                  {
                    icon: <Building2 aria-hidden="true" className="size-5" />,
                    title: 'List your franchise',
                    text: 'Publish your opportunity in the United States, India or both, with your real investment figures.',
                  },
                  {
                    icon: <Users aria-hidden="true" className="size-5" />,
                    title: 'Meet qualified prospects',
                    text: 'Enquiries come from seekers whose budget and goals already fit. Zero commission on sales.',
                  },
                  {
                    icon: <BarChart3 aria-hidden="true" className="size-5" />,
                    title: 'Grow for less',
                    text: 'Earn up to 25% back on spends on software, AI tools and business services for your network.',
                  },
                ]}
              />
              <div className="mt-8 flex flex-wrap gap-3">
                <Button asChild variant="outline">
                  <Link to={joinUs}>List a US franchise</Link>
                </Button>
                {joinIndia !== joinUs && (
                  <Button asChild variant="outline">
                    <Link to={joinIndia}>List an Indian franchise</Link>
                  </Button>
                )}
              </div>
            </div>
          </div>
        </div>
      </section>

      <FeaturedFranchises initialMarket={market} />

      <MarketsSection />

      <section aria-labelledby="kredit-heading" className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
          <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
            <div>
              <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">Kredit</p>
              <h2 id="kredit-heading" className="mt-1 max-w-2xl text-3xl font-bold tracking-tight">
                Up to $10,000 a year of working capital, approved within 24 hours
              </h2>
              <p className="mt-3 max-w-2xl text-brand-100">
                Once your franchise is trading, Kredit covers any business expense, with no hidden fees, and
                renews every year.
              </p>
            </div>
            <div className="flex flex-wrap gap-3">
              <Button asChild variant="accent" size="lg">
                <Link to={kreditAccessPath}>
                  Access Kredit
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild variant="inverse" size="lg">
                <Link to="/kredit">Explore Kredit</Link>
              </Button>
            </div>
          </div>
          <div className="mt-10">
            <KreditFactGrid tone="dark" />
          </div>
        </div>
      </section>

      <section aria-labelledby="stories-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Stories</p>
        <h2 id="stories-heading" className="mt-1 text-3xl font-bold tracking-tight text-brand-900">
          What our members say
        </h2>
        <ul className="mt-8 grid gap-5 lg:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
                <Quote aria-hidden="true" className="size-7 text-accent-500" />
                <blockquote className="mt-4 flex-1 text-ink">“{t.quote}”</blockquote>
                <figcaption className="mt-5 text-sm">
                  <span className="block font-semibold text-ink">{t.name}</span>
                  <span className="text-muted">{t.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-muted">
          Individual experiences, not typical results. See our{' '}
          <Link to="/disclosure" className="font-semibold text-brand-700 underline underline-offset-4">
            disclosure
          </Link>
          .
        </p>
      </section>

      <section aria-labelledby="start-heading" className="bg-brand-50">
        <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-16 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h2 id="start-heading" className="text-3xl font-bold tracking-tight text-brand-900">
              Start with the numbers
            </h2>
            <p className="mt-2 max-w-xl text-muted">
              {BRAND.name} is free for franchise seekers. Create an account to get matched, save and compare
              franchises.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to={JOIN_PATH}>
                <FileCheck2 aria-hidden="true" />
                Join {BRAND.name}
              </Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to={joinUs}>I'm a franchisor</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
