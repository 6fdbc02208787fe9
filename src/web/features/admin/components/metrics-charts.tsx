import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatDayShort } from '../../../../shared/dates.ts';
import { LISTING_STATUS_LABELS, type OpportunityStatus } from '../../../../shared/enums.ts';
import type { AdminMetricsT } from '../../../../shared/schemas/admin.ts';
import { Card } from '../../../components/ui/card.tsx';

const BRAND = '#1f7a72';
const ACCENT = '#f5b841';
const GREEN = '#12514d';

function ChartCard({
  title,
  summary,
  children,
}: {
  title: string;
  summary: string;
  children: React.ReactNode;
}) {
  return (
    <Card className="p-4">
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      {/* The chart is a picture; the sentence says what it shows for screen readers. */}
      <p className="sr-only">{summary}</p>
      <div className="mt-3 h-56" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          {children as React.ReactElement}
        </ResponsiveContainer>
      </div>
    </Card>
  );
}

const axis = { fontSize: 12, stroke: '#64748b' };

/** recharts is large: this module is loaded only when the dashboard shows its charts. */
export default function MetricsCharts({ metrics }: { metrics: AdminMetricsT }) {
  const data = metrics.series.map((s) => ({ ...s, label: formatDayShort(s.day) }));
  const statuses = metrics.listingsByStatus.map((s) => ({
    ...s,
    label: LISTING_STATUS_LABELS[s.status as OpportunityStatus] ?? s.status,
  }));
  const t = metrics.totals;
  return (
    <div className="grid gap-4 lg:grid-cols-2" data-testid="admin-charts">
      <ChartCard title="Sign-ups by role" summary={`${t.signUps} sign-ups in the last ${metrics.days} days.`}>
        <BarChart data={data}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={axis} minTickGap={16} />
          <YAxis allowDecimals={false} tick={axis} width={32} />
          <Tooltip />
          <Legend />
          <Bar dataKey="seekers" name="Seekers" stackId="role" fill={BRAND} />
          <Bar dataKey="franchisors" name="Franchisors" stackId="role" fill={ACCENT} />
        </BarChart>
      </ChartCard>
      <ChartCard title="Page views" summary={`${t.pageViews} page views from ${t.visitors} visitors.`}>
        <AreaChart data={data}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={axis} minTickGap={16} />
          <YAxis allowDecimals={false} tick={axis} width={40} />
          <Tooltip />
          <Area dataKey="pageViews" name="Page views" stroke={BRAND} fill={BRAND} fillOpacity={0.15} />
        </AreaChart>
      </ChartCard>
      <ChartCard title="Leads and new listings" summary={`${t.leads} leads and ${t.listings} new listings.`}>
        <LineChart data={data}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={axis} minTickGap={16} />
          <YAxis allowDecimals={false} tick={axis} width={32} />
          <Tooltip />
          <Legend />
          <Line dataKey="leads" name="Leads" stroke={GREEN} dot={false} strokeWidth={2} />
          <Line dataKey="listings" name="New listings" stroke={ACCENT} dot={false} strokeWidth={2} />
        </LineChart>
      </ChartCard>
      <ChartCard
        title="Listings by status (now)"
        summary={statuses.map((s) => `${s.label}: ${s.count}`).join(', ')}
      >
        <BarChart data={statuses} layout="vertical" margin={{ left: 24 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={axis} />
          <YAxis type="category" dataKey="label" tick={axis} width={96} />
          <Tooltip />
          <Bar dataKey="count" name="Listings" fill={BRAND} />
        </BarChart>
      </ChartCard>
    </div>
  );
}
