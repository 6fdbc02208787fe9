import { ArrowLeft, Check, ExternalLink, PiggyBank } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import type { OfferingKind } from '../../../../shared/enums.ts';
import { OFFERING_KIND_PAGES, offeringDetailPath } from '../../../../shared/offering-kinds.ts';
import { NotFoundView } from '../../../components/layout/not-found-view.tsx';
import { BrandLogo } from '../../../components/monogram.tsx';
import { Rating } from '../../../components/rating.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Badge, DetailPageSkeleton } from '../../../components/ui/card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useOffering } from '../api/get-offering.ts';
import { OfferingActions } from './offering-actions.tsx';
import { CashbackBadge, OfferingCard } from './offering-card.tsx';
import { OfferingReviews } from './offering-reviews.tsx';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id={id} className="text-xl font-semibold text-brand-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** "tilltide.com" or a full URL → an https link. */
function websiteUrl(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

/** One page for an offering of any kind, at each of its kind's detail paths (spec §2). */
export function OfferingDetailPage({ kind }: { kind: OfferingKind }) {
  const { id = '' } = useParams();
  const pages = OFFERING_KIND_PAGES[kind];
  const query = useOffering(id);
  usePageTitle(query.data?.name);
  const listPath = pages.listPaths[0];

  const back = (
    <Link
      to={listPath}
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline focus-visible:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> All {pages.plural}
    </Link>
  );

  if (query.isPending) return <DetailPageSkeleton label={`Loading ${pages.noun}…`} className="max-w-5xl" />;

  if (query.isError) {
    // An unknown id is the 404 page (the server sends it with status 404 too).
    if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundView />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        {back}
        <div role="alert" className="mt-6 rounded-xl border border-slate-200 bg-white p-8 text-center">
          <h1 className="text-2xl font-bold text-brand-900">We could not load this {pages.noun}</h1>
          <p className="mt-2 text-muted">{query.error.message}</p>
          <Button className="mt-4" variant="outline" onClick={() => query.refetch()}>
            Try again
          </Button>
        </div>
      </div>
    );
  }

  const item = query.data;
  // An id of another kind reached in the browser goes to its own page (the server answers such a
  // path with a 301 before rendering anything).
  if (item.kind !== kind) return <Navigate to={offeringDetailPath(item.kind, item.id)} replace />;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      {back}
      <header className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
        <BrandLogo title={item.name} logoUrl={item.logoUrl} brandColor={item.brandColor} size="lg" />
        <div className="min-w-0 flex-1">
          <h1 className="text-3xl font-bold tracking-tight text-brand-900">{item.name}</h1>
          <p className="mt-1 text-muted">by {item.vendor}</p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <Badge>{item.category}</Badge>
            <CashbackBadge pct={item.cashbackPct} />
            <Rating value={item.rating} count={item.reviewCount} />
          </div>
        </div>
        {item.website && (
          <Button asChild className="sm:self-center">
            <a href={websiteUrl(item.website)} target="_blank" rel="noopener noreferrer">
              Visit website <ExternalLink aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </Button>
        )}
      </header>

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-6">
          <Section id="offering-about" title="About">
            <p className="leading-relaxed text-ink">{item.description}</p>
          </Section>
          {item.screenshots.length > 0 && (
            <Section id="offering-screenshots" title="Screenshots">
              <ul className="grid gap-3 sm:grid-cols-2">
                {item.screenshots.map((src, i) => (
                  <li key={src}>
                    <img
                      src={src}
                      alt={`${item.name} screenshot ${i + 1}`}
                      loading="lazy"
                      className="w-full rounded-lg border border-slate-200"
                    />
                  </li>
                ))}
              </ul>
            </Section>
          )}
          {item.features.length > 0 && (
            <Section id="offering-features" title="Features">
              <ul className="grid gap-2 sm:grid-cols-2">
                {item.features.map((f) => (
                  <li key={f} className="flex items-start gap-2">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                    <span>{f}</span>
                  </li>
                ))}
              </ul>
            </Section>
          )}
          {item.integrations.length > 0 && (
            <Section id="offering-integrations" title="Integrations">
              <ul className="flex flex-wrap gap-2">
                {item.integrations.map((name) => (
                  <li key={name}>
                    <Badge>{name}</Badge>
                  </li>
                ))}
              </ul>
            </Section>
          )}
          <Section id="offering-reviews" title="Member reviews">
            <OfferingReviews item={item} />
          </Section>
        </div>
        {/* On a phone the price, the quote button and the cashback come before the long sections. */}
        <aside className="order-first space-y-6 lg:order-none">
          <Section id="offering-pricing" title="Pricing">
            <p className="font-semibold">{item.pricing}</p>
            <div className="mt-4">
              <OfferingActions item={item} />
            </div>
          </Section>
          <Section id="offering-cashback" title="Cashback">
            <div className="flex items-start gap-3">
              <PiggyBank aria-hidden="true" className="size-6 shrink-0 text-accent-500" />
              <div className="space-y-2 text-sm">
                {item.cashbackPct > 0 ? (
                  <p>
                    Buy {item.name} as a Franchisio member and earn <strong>{item.cashbackPct}% back</strong>{' '}
                    on what you spend with {item.vendor.replace(/\.$/, '')}.
                  </p>
                ) : (
                  <p>{item.name} does not pay cashback at the moment.</p>
                )}
                {item.cashbackPct > 0 && item.cashbackTerms && (
                  <p className="whitespace-pre-line">
                    <span className="font-medium">Terms: </span>
                    {item.cashbackTerms}
                  </p>
                )}
                {item.cashbackPct > 0 && (
                  <p className="text-muted" data-testid="cashback-disclosure">
                    {item.cashbackDisclosure}
                  </p>
                )}
                <p className="text-muted">
                  Franchisio members earn up to 25% back on spends on software, AI tools and business
                  services.
                </p>
              </div>
            </div>
          </Section>
        </aside>
      </div>

      {item.similar.length > 0 && (
        <section aria-labelledby="offering-similar" className="mt-10">
          <h2 id="offering-similar" className="text-xl font-semibold text-brand-900">
            Similar {pages.plural}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {item.similar.map((s) => (
              <li key={s.id}>
                <OfferingCard item={s} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
