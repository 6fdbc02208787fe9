import { ArrowRight, Gauge, MapPin, Sparkles, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { INSIGHT_DISPLAY } from '../../../../shared/limits.ts';
import { formatMoneyRange } from '../../../../shared/money.ts';
import type { UserSegment } from '../../../../shared/schemas/insights.ts';
import { Badge, Card, Skeleton } from '../../../components/ui/card.tsx';
import { useProfile } from '../../accounts/api/get-profile.ts';
import { useUserSegment } from '../api/get-user-segment.ts';
import { segmentLabel } from '../labels.ts';

/**
 * Spec §2 and §4: the Profile Insights card (segment, engagement out of 100, investment range,
 * industries, locations) and 'Recommended for You'. Shows nothing when the segment is not
 * available (spec §8).
 */
export function ProfileInsights() {
  const query = useUserSegment();
  if (query.isPending) return <InsightsSkeleton />;
  const segment = query.data?.segment;
  if (!segment) return null;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2" data-testid="profile-insights">
      <InsightsCard segment={segment} />
      <RecommendedForYou segment={segment} />
    </div>
  );
}

function InsightsCard({ segment }: { segment: UserSegment }) {
  // The segment's list merges the profile's industries with those inferred from activity: only
  // the profile's are the seeker's stated preferences (a bookmarked hotel is not one).
  const profile = useProfile();
  const stated = profile.data ? new Set<string>(profile.data.preferredIndustries) : null;
  const own = profile.data?.preferredIndustries;
  const inferred = stated ? segment.industryPreferences.filter((i) => !stated.has(i)) : [];
  const locations = segment.locationPreferences.slice(0, INSIGHT_DISPLAY.locations);
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-brand-900">Profile Insights</h2>
        <Badge data-testid="segment-label">{segmentLabel(segment.segmentType)}</Badge>
      </div>
      <dl className="mt-4 space-y-4 text-sm">
        <Row icon={<Gauge aria-hidden="true" />} label="Engagement score">
          <span className="font-semibold text-ink" data-testid="engagement-score">
            {segment.engagementScore}/100
          </span>
          <div
            className="mt-1.5 h-2 w-full overflow-hidden rounded-full bg-slate-100"
            role="progressbar"
            aria-label="Engagement score"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={segment.engagementScore}
          >
            <div
              className="h-full rounded-full bg-brand-500"
              style={{ width: `${segment.engagementScore}%` }}
            />
          </div>
        </Row>
        <Row icon={<Wallet aria-hidden="true" />} label="Investment range">
          <span className="font-semibold text-ink" data-testid="investment-range">
            {segment.investmentRange ?? 'Not set yet'}
          </span>
        </Row>
        <Row icon={<Sparkles aria-hidden="true" />} label="Preferred industries">
          {own ? (
            <IndustryBadges industries={own} testId="industry-preferences" />
          ) : (
            <Skeleton className="h-6" />
          )}
        </Row>
        {inferred.length > 0 && (
          <Row icon={<Sparkles aria-hidden="true" />} label="Also looked at">
            <IndustryBadges industries={inferred} testId="inferred-industries" />
            <p className="mt-1 text-xs text-muted">
              From the franchises you viewed and saved, not your profile
            </p>
          </Row>
        )}
        <Row icon={<MapPin aria-hidden="true" />} label="Target locations">
          <span className="font-semibold text-ink" data-testid="location-preferences">
            {locations.length ? locations.join(', ') : 'None yet'}
          </span>
        </Row>
      </dl>
    </Card>
  );
}

function IndustryBadges({ industries, testId }: { industries: string[]; testId: string }) {
  if (industries.length === 0) return <span className="text-muted">None yet</span>;
  const shown = industries.slice(0, INSIGHT_DISPLAY.industries);
  const more = industries.length - shown.length;
  return (
    <ul className="flex flex-wrap gap-1.5" data-testid={testId}>
      {shown.map((i) => (
        <li key={i}>
          <Badge tone="neutral">{i}</Badge>
        </li>
      ))}
      {more > 0 && (
        <li>
          <Badge tone="accent">+{more} more</Badge>
        </li>
      )}
    </ul>
  );
}

function RecommendedForYou({ segment }: { segment: UserSegment }) {
  const items = segment.personalizedRecommendations.slice(0, INSIGHT_DISPLAY.recommendations);
  return (
    <Card className="p-5 sm:p-6" data-testid="recommended-for-you">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-brand-900">Recommended for You</h2>
        <Link
          to="/discover"
          className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold whitespace-nowrap text-brand-700 hover:underline"
        >
          View All
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {items.length === 0 ? (
        <p className="mt-4 text-sm text-muted">
          Tell us your budget and industries in your{' '}
          <Link to="/profile" className="font-semibold text-brand-700 underline underline-offset-4">
            profile
          </Link>{' '}
          and we will rank franchises for you.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {items.map((r) => (
            <li key={r.id} className="flex items-center justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <Link
                  to={r.path}
                  className="block truncate font-semibold text-ink hover:text-brand-700 hover:underline"
                >
                  {r.title}
                </Link>
                <p className="truncate text-xs text-muted">
                  {formatMoneyRange(r.investmentMin, r.investmentMax, r.currency)} · {r.description}
                </p>
              </div>
              <span className="shrink-0 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold text-brand-700">
                {r.matchScore}% match
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span className="mt-0.5 text-brand-600 [&_svg]:size-4">{icon}</span>
      <div className="min-w-0 flex-1">
        <dt className="text-muted">{label}</dt>
        <dd className="mt-0.5">{children}</dd>
      </div>
    </div>
  );
}

function InsightsSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2" aria-hidden="true">
      {[0, 1].map((i) => (
        <div key={i} className="rounded-xl border border-slate-200 bg-white p-6">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="mt-5 h-3 w-full" />
          <Skeleton className="mt-3 h-3 w-5/6" />
          <Skeleton className="mt-3 h-3 w-2/3" />
        </div>
      ))}
    </div>
  );
}
