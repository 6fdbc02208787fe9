import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ListingStats } from '../../../../shared/schemas/listings.ts';

const LINES = [
  ['views', 'Views', '#1d4ed8'],
  ['clicks', 'Clicks', '#0891b2'],
  ['bookmarks', 'Bookmarks', '#ca8a04'],
  ['compares', 'Compares', '#7c3aed'],
  ['leads', 'Leads', '#16a34a'],
] as const;

/** Loaded on demand (recharts is large): only a franchisor who opens the statistics fetches it. */
export default function StatsChart({ stats }: { stats: ListingStats }) {
  return (
    <div className="h-64 w-full">
      <ResponsiveContainer>
        <LineChart data={stats.series} margin={{ top: 8, right: 8, bottom: 0, left: -20 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="date" tickFormatter={(d: string) => d.slice(5)} fontSize={12} minTickGap={16} />
          <YAxis allowDecimals={false} fontSize={12} />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {LINES.map(([key, name, color]) => (
            <Line
              key={key}
              type="monotone"
              dataKey={key}
              name={name}
              stroke={color}
              dot={false}
              strokeWidth={2}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
