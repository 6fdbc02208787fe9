import {
  ArrowRight,
  BarChart3,
  Building2,
  CheckCircle2,
  FileCheck2,
  Handshake,
  Quote,
  Search,
  Sparkles,
  Target,
  Users,
} from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { BRAND } from '../../../../shared/brand.ts';
import { COMING_SOON_COUNTRIES, MARKETS } from '../../../../shared/markets.ts';
import { useFranchiseSearch } from '../../../components/layout/use-franchise-search.ts';
import { Button } from '../../../components/ui/button.tsx';
import { JOIN_PATH } from '../../../lib/auth-paths.ts';
import { firstExisting, pageExists } from '../../../lib/pages.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { KreditFactGrid } from '../kredit-facts.tsx';
import { useChosenCountry } from './country-preference.ts';
import { FeaturedFranchises } from './featured-franchises.tsx';
import { MarketChooser } from './market-chooser.tsx';

function HeroSearch() {
  const [text, setText] = useState('');
  const { listPath, search } = useFranchiseSearch();
  const id = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (search(text)) setText('');
  }
  return (
    <search className="mt-8 block max-w-xl">
      <form action={listPath} onSubmit={submit} className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={id} className="sr-only">
          Search franchises by name, industry or keyword
        </label>
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-500"
          />
          <input
            id={id}
            type="search"
            name="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Try “coffee”, “fitness” or “education”"
            className="h-12 w-full rounded-xl border-0 bg-white pr-4 pl-12 text-base text-ink shadow-lg placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400"
          />
        </div>
        <Button type="submit" variant="accent" size="lg" className="shadow-lg">
          Search
        </Button>
      </form>
    </search>
  );
}

const LISTING_FACTS = [
  'Total investment, from lowest to highest',
  'Franchise fee, royalty and marketing fund',
  'Liquid capital and net worth required',
  'Units open and years in franchising',
  'Average unit revenue, with its year and source',
];

/** What every listing shows: the promise of the marketplace, beside the hero on wide screens. */
function ListingPreview() {
  return (
    <aside
      aria-labelledby="listing-preview-heading"
      className="hidden self-center rounded-2xl bg-white/95 p-6 text-ink shadow-2xl ring-1 ring-white/20 lg:block"
    >
      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">On every listing</p>
      <h2 id="listing-preview-heading" className="mt-1 text-xl font-bold text-brand-900">
        The numbers, before the sales call
      </h2>
      <ul className="mt-5 space-y-3 text-sm">
        {LISTING_FACTS.map((fact) => (
          <li key={fact} className="flex gap-3">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
            {fact}
          </li>
        ))}
      </ul>
      <p className="mt-5 rounded-xl bg-brand-50 p-4 text-sm text-brand-900">
        Listings without their investment figures are not published.
      </p>
    </aside>
  );
}

const STATS = [
  { value: '95% Match Rate', label: 'of recommendations meet every must-have you set' },
  { value: '2 live markets', label: 'the United States and India' },
  { value: `${COMING_SOON_COUNTRIES.length} more countries`, label: 'coming soon' },
  { value: '$10,000 a year', label: 'of working capital through Kredit' },
];

function Steps({ items }: { items: { icon: ReactNode; title: string; text: string }[] }) {
  return (
    <ol className="mt-6 space-y-5">
      {items.map((s, i) => (
        <li key={s.title} className="flex gap-4">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
            {s.icon}
          </span>
          <div>
            <h4 className="font-semibold text-ink">
              <span className="sr-only">Step {i + 1}: </span>
              {s.title}
            </h4>
            <p className="mt-1 text-sm text-muted">{s.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

const TESTIMONIALS = [
  {
    quote:
      'I compared three coffee franchises side by side in one evening. Seeing the full investment and royalty up front saved me weeks of calls.',
    name: 'Rahul M.',
    role: 'Franchise owner, Pune',
  },
  {
    quote:
      'The matches fit my budget from the first search. I spoke to two franchisors, read both disclosure documents and signed with the one that fit my town.',
    name: 'Jennifer K.',
    role: 'First-time franchisee, Austin, Texas',
  },
  {
    quote:
      'We list our brand in India and the US. The enquiries we get already know our investment range, so our first calls are real conversations.',
    name: 'Ananya S.',
    role: 'Franchise development lead, Bengaluru',
  },
];

/** The signed-out home page (spec §2): an honest marketing page with real featured franchises. */
export function HomePage() {
  usePageTitle();
  const market = useChosenCountry() === 'IN' ? 'IN' : 'US';

  const joinUs = firstExisting('/join-franchisio-us', '/franchisor-auth');
  const joinIndia = firstExisting('/join-franchisio-india', '/franchisor-auth');
  const listPath = MARKETS[market].listPath;

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

      <section aria-labelledby="markets-heading" className="border-y border-slate-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Markets</p>
          <h2 id="markets-heading" className="mt-1 text-3xl font-bold tracking-tight text-brand-900">
            Live in two markets, {COMING_SOON_COUNTRIES.length} more on the way
          </h2>
          <ul className="mt-8 grid gap-5 md:grid-cols-2">
            {(['US', 'IN'] as const).map((code) => {
              const m = MARKETS[code];
              const body = (
                <>
                  <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">
                    <span aria-hidden="true" className="size-1.5 rounded-full bg-emerald-600" />
                    Live
                  </span>
                  <span className="mt-3 block text-2xl font-bold text-ink">{m.name}</span>
                  <span className="mt-1 block text-sm text-muted">
                    {code === 'US'
                      ? 'Franchises across every state, investment in US dollars.'
                      : 'Franchises across India, investment in lakh and crore.'}
                  </span>
                </>
              );
              return (
                <li key={code}>
                  {pageExists(m.listPath) ? (
                    <Link
                      to={m.listPath}
                      className="block h-full rounded-2xl border border-slate-200 p-6 transition hover:border-brand-500 hover:shadow-md"
                    >
                      {body}
                      <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                        Browse {m.adjective} franchises <ArrowRight aria-hidden="true" className="size-4" />
                      </span>
                    </Link>
                  ) : (
                    <div className="h-full rounded-2xl border border-slate-200 p-6">{body}</div>
                  )}
                </li>
              );
            })}
          </ul>
          <h3 className="mt-12 text-lg font-semibold text-ink">Coming soon</h3>
          <ul
            className="mt-4 flex flex-wrap gap-2"
            aria-label={`${COMING_SOON_COUNTRIES.length} countries coming soon`}
          >
            {COMING_SOON_COUNTRIES.map((country) => (
              <li
                key={country}
                className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-slate-50 px-3 py-1.5 text-sm text-ink"
              >
                {country}
                <span className="rounded-full bg-accent-300/50 px-1.5 text-xs font-semibold text-brand-900">
                  Soon
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>

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
                <Link to="/kredit">
                  Explore Kredit
                  <ArrowRight aria-hidden="true" />
                </Link>
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
