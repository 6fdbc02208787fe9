import { ArrowLeft, BadgeCheck, Building2, Download, ExternalLink, FileText, MapPin } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { formatCitation } from '../../../../shared/disclosure.ts';
import { isMarketCode, MARKETS } from '../../../../shared/markets.ts';
import { formatMoney, formatMoneyRange } from '../../../../shared/money.ts';
import type { OpportunityDetail } from '../../../../shared/schemas/catalog.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Badge, DetailPageSkeleton, Skeleton } from '../../../components/ui/card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useRecordInteraction } from '../../engagement/api/interactions.ts';
import { BookmarkButton } from '../../engagement/components/bookmark-button.tsx';
import { CompareButton } from '../../engagement/components/compare-button.tsx';
import { useOpportunity, useSimilar } from '../api/get-opportunity.ts';
import { detailPath, detailPrefixOf, listPath } from '../lib/paths.ts';
import { BrandLogo } from './monogram.tsx';
import { OpportunityCard } from './opportunity-card.tsx';
import { Rating } from './rating.tsx';
import { RequestInfoForm } from './request-info-form.tsx';
import { RoiCalculator } from './roi-calculator.tsx';

const UnitsChart = lazy(() => import('./units-chart.tsx'));

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id={id} className="text-xl font-semibold text-brand-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Fact({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="mt-0.5 font-semibold">{value}</dd>
      {note && <dd className="mt-0.5 text-xs text-muted">{note}</dd>}
    </div>
  );
}

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');
const notStated = 'Not stated';

export function DetailPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const query = useOpportunity(id);
  const record = useRecordInteraction();
  const listing = query.data;
  usePageTitle(listing ? `${listing.title} Franchise` : 'Franchise Opportunity');

  const viewedId = listing?.id;
  // One view per listing shown (record and path are read at that moment on purpose).
  // biome-ignore lint/correctness/useExhaustiveDependencies: record once per listing id
  useEffect(() => {
    if (viewedId) record('view', viewedId, { path: location.pathname });
  }, [viewedId]);

  if (query.isPending) return <DetailPageSkeleton label="Loading franchise…" className="max-w-6xl" />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="mx-auto max-w-2xl px-4 py-16 text-center" role="alert">
        <h1 className="text-2xl font-bold">
          {missing ? 'Franchise not found' : 'This franchise could not be loaded'}
        </h1>
        <p className="mt-2 text-muted">
          {missing ? 'This franchise does not exist or is no longer listed.' : query.error.message}
        </p>
        <div className="mt-6 flex justify-center gap-2">
          {!missing && <Button onClick={() => query.refetch()}>Try again</Button>}
          <Button variant="outline" onClick={() => navigate(-1)}>
            Go Back
          </Button>
          <Button asChild variant="outline">
            <Link to="/united-states">Browse franchises</Link>
          </Button>
        </div>
      </div>
    );
  }
  if (!listing) return <DetailPageSkeleton label="Loading franchise…" className="max-w-6xl" />;
  // One canonical page per listing: its own market's detail route.
  const canonical = detailPath(listing);
  if (detailPrefixOf(location.pathname) !== detailPrefixOf(canonical)) {
    return <Navigate to={`${canonical}${location.search}`} replace />;
  }
  return <DetailContent listing={listing} />;
}

function DetailContent({ listing: o }: { listing: OpportunityDetail }) {
  const market = isMarketCode(o.country) ? MARKETS[o.country] : MARKETS.US;
  const c = o.currency;
  const money = (v: number | null) => (v === null ? notStated : formatMoney(v, c));
  const units = o.unitsFranchised + o.unitsCompanyOwned;
  const history = o.unitHistory;
  const growth = history.length > 1 ? { from: history[0]!, to: history[history.length - 1]! } : null;
  const fee = o.franchiseFee ?? 0;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Link
        to={listPath(o.country)}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {market.adjective} franchises
      </Link>

      <header className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-start">
        <BrandLogo title={o.title} logoUrl={o.logoUrl} brandColor={o.brandColor} size="lg" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge>{o.category}</Badge>
            <Badge tone="neutral">
              <MapPin aria-hidden="true" className="mr-1 size-3" />
              {market.name}
            </Badge>
            {o.featured && <Badge tone="accent">Featured</Badge>}
            {o.franchisor.verifiedAt && (
              <Badge title="Franchisio has checked this company's incorporation and trademark documents">
                <BadgeCheck aria-hidden="true" className="mr-1 size-3" />
                Verified
              </Badge>
            )}
          </div>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{o.title}</h1>
          <p className="text-muted">by {o.companyName}</p>
          {o.tagline && <p className="mt-2 text-lg">{o.tagline}</p>}
          <div className="mt-2">
            <Rating value={o.ratingAverage} count={o.reviewCount} />
          </div>
        </div>
        <div className="flex flex-wrap gap-2 sm:flex-col">
          <Button asChild>
            <a href="#request-information">Request information</a>
          </Button>
          <BookmarkButton opportunityId={o.id} title={o.title} />
          <CompareButton opportunityId={o.id} title={o.title} />
        </div>
      </header>

      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-6">
          <Section id="about" title="About this franchise">
            <p className="leading-relaxed whitespace-pre-line">{o.description}</p>
          </Section>

          <Section id="key-figures" title="Key figures">
            <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              <Fact
                label="Total investment"
                value={formatMoneyRange(o.investmentMin, o.investmentMax, c)}
                note={`In ${c}`}
              />
              <Fact
                label="Franchise fee"
                value={money(o.franchiseFee)}
                note="One-time, included in the investment"
              />
              <Fact
                label="Royalty"
                value={o.royaltyPct === null ? notStated : `${o.royaltyPct}%`}
                note="Of gross sales"
              />
              <Fact
                label="Ad fund"
                value={o.adFundPct === null ? notStated : `${o.adFundPct}%`}
                note="Of gross sales"
              />
              <Fact
                label="Liquid capital required"
                value={money(o.liquidCapitalMin)}
                note="Minimum, in cash"
              />
              <Fact label="Net worth required" value={money(o.netWorthMin)} note="Minimum" />
              <Fact
                label="Yearly ROI"
                value={o.roiPercentage === null ? notStated : `${o.roiPercentage}%`}
                note="As stated by the franchisor"
              />
              <Fact
                label="Average unit revenue"
                value={
                  o.averageUnitRevenue === null ? 'Not disclosed' : `${money(o.averageUnitRevenue)} a year`
                }
                note={
                  o.averageUnitRevenue === null
                    ? undefined
                    : `Source: ${formatCitation(o.averageUnitRevenueSource ?? 'Franchisor', o.averageUnitRevenueYear)}`
                }
              />
              <Fact
                label="Units"
                value={`${units.toLocaleString('en-US')} open`}
                note={`${o.unitsFranchised.toLocaleString('en-US')} franchised, ${o.unitsCompanyOwned.toLocaleString('en-US')} company-owned`}
              />
              <Fact label="Founded" value={o.foundedYear ?? notStated} />
              <Fact label="Franchising since" value={o.franchisingSince ?? notStated} />
              <Fact label="Home-based" value={yesNo(o.homeBased)} />
              <Fact label="Veteran discount" value={yesNo(o.veteranDiscount)} />
              <Fact
                label="Financing available"
                value={yesNo(o.financingAvailable)}
                note="Through the franchisor or partner lenders"
              />
            </dl>
          </Section>

          <Section id="investment-breakdown" title="Investment breakdown">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Investment breakdown in {c}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-muted">
                  <th scope="col" className="py-2 font-medium">
                    Item
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    Low
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    High
                  </th>
                </tr>
              </thead>
              <tbody>
                <tr className="border-b border-slate-100">
                  <th scope="row" className="py-2 font-normal">
                    Franchise fee
                  </th>
                  <td className="py-2 text-right">{money(o.franchiseFee)}</td>
                  <td className="py-2 text-right">{money(o.franchiseFee)}</td>
                </tr>
                <tr className="border-b border-slate-100">
                  <th scope="row" className="py-2 font-normal">
                    Build-out, equipment, opening stock and working capital
                  </th>
                  <td className="py-2 text-right">{formatMoney(o.investmentMin - fee, c)}</td>
                  <td className="py-2 text-right">{formatMoney(o.investmentMax - fee, c)}</td>
                </tr>
                <tr className="font-semibold">
                  <th scope="row" className="py-2">
                    Total investment
                  </th>
                  <td className="py-2 text-right">{formatMoney(o.investmentMin, c)}</td>
                  <td className="py-2 text-right">{formatMoney(o.investmentMax, c)}</td>
                </tr>
              </tbody>
            </table>
            <p className="mt-3 text-xs text-muted">
              Of which at least {money(o.liquidCapitalMin)} in cash. Ongoing: royalty{' '}
              {o.royaltyPct === null ? notStated.toLowerCase() : `${o.royaltyPct}%`} and ad fund{' '}
              {o.adFundPct === null ? notStated.toLowerCase() : `${o.adFundPct}%`} of gross sales.
            </p>
          </Section>

          {history.length > 1 && (
            <Section id="growth" title="Units and growth">
              {growth && (
                <p className="mb-3 text-sm text-muted">
                  From {growth.from.units.toLocaleString('en-US')} units in {growth.from.year} to{' '}
                  {growth.to.units.toLocaleString('en-US')} in {growth.to.year}.
                </p>
              )}
              <Suspense fallback={<Skeleton className="h-56 w-full" />}>
                <UnitsChart data={history} />
              </Suspense>
            </Section>
          )}

          <Section id="roi" title="ROI and payback calculator">
            <RoiCalculator listing={o} />
          </Section>

          <Section id="training" title="Training and territories">
            <dl className="grid gap-3 sm:grid-cols-2">
              <Fact
                label="Initial training"
                value={o.trainingDays === null ? notStated : `${o.trainingDays} days`}
                note="Classroom and on-the-job, before opening"
              />
              <Fact
                label="Territories available"
                value={
                  o.territoriesAvailable === null ? notStated : o.territoriesAvailable.toLocaleString('en-US')
                }
                note={`In ${market.name}`}
              />
            </dl>
          </Section>

          {o.media.length > 0 && (
            <Section id="gallery" title="Gallery">
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                {o.media.map((m) => (
                  <li key={m.id}>
                    <figure>
                      {m.kind === 'image' ? (
                        <img
                          src={m.url}
                          alt={m.caption ?? o.title}
                          className="aspect-video w-full rounded-lg object-cover"
                          loading="lazy"
                        />
                      ) : (
                        // biome-ignore lint/a11y/useMediaCaption: franchisor videos come without captions
                        <video src={m.url} controls className="aspect-video w-full rounded-lg" />
                      )}
                      {m.caption && <figcaption className="mt-1 text-xs text-muted">{m.caption}</figcaption>}
                    </figure>
                  </li>
                ))}
              </ul>
            </Section>
          )}

          <Section id="documents" title="Documents">
            <ul className="divide-y divide-slate-100">
              {[
                {
                  id: 'fact-sheet',
                  title: 'Fact sheet (PDF, generated from this listing)',
                  url: `/api/v1/opportunities/${o.id}/fact-sheet`,
                },
                ...o.documents,
              ].map((d) => (
                <li key={d.id} className="flex items-center justify-between gap-3 py-2">
                  <span className="flex items-center gap-2">
                    <FileText aria-hidden="true" className="size-4 text-muted" /> {d.title}
                  </span>
                  <Button asChild variant="outline" size="sm">
                    <a href={d.url} download aria-label={`Download ${d.title}`}>
                      <Download aria-hidden="true" /> Download
                    </a>
                  </Button>
                </li>
              ))}
            </ul>
          </Section>

          <section
            id="request-information"
            aria-labelledby="request-information-title"
            className="scroll-mt-24 rounded-xl border border-brand-200 bg-white p-5 sm:p-6"
          >
            <h2 id="request-information-title" className="text-xl font-semibold text-brand-900">
              Request information
            </h2>
            <p className="mt-1 text-sm text-muted">
              Ask {o.companyName} for their disclosure document, territories and next steps.
            </p>
            <div className="mt-4">
              <RequestInfoForm listing={o} />
            </div>
          </section>
        </div>

        <aside className="space-y-6">
          <Section id="franchisor" title="The franchisor">
            <p className="flex items-center gap-2 font-semibold">
              <Building2 aria-hidden="true" className="size-4 text-muted" /> {o.franchisor.name}
            </p>
            {o.franchisor.headquarters && (
              <p className="mt-1 text-sm text-muted">Head office: {o.franchisor.headquarters}</p>
            )}
            {o.franchisor.description && <p className="mt-2 text-sm">{o.franchisor.description}</p>}
            {o.franchisor.website && (
              <a
                href={o.franchisor.website}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
              >
                Website <ExternalLink aria-hidden="true" className="size-3.5" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            )}
          </Section>
        </aside>
      </div>

      <SimilarFranchises id={o.id} />
    </div>
  );
}

function SimilarFranchises({ id }: { id: string }) {
  const similar = useSimilar(id);
  if (!similar.data?.items.length) return null;
  return (
    <section aria-labelledby="similar-title" className="mt-10">
      <h2 id="similar-title" className="text-2xl font-semibold text-brand-900">
        Similar franchises
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {similar.data.items.map((item) => (
          <li key={item.id}>
            <OpportunityCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
