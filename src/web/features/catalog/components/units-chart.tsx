import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount } from '../../../../shared/count.ts';

/** Units open per year (recharts stays in the detail page's lazy chunk). */
export default function UnitsChart({ data }: { data: { year: number; units: number }[] }) {
  return (
    <div className="h-56 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <defs>
            <linearGradient id="unitsFill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor="#1f7a72" stopOpacity={0.35} />
              <stop offset="100%" stopColor="#1f7a72" stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="year" tick={{ fontSize: 12 }} />
          <YAxis tick={{ fontSize: 12 }} width={48} allowDecimals={false} />
          <Tooltip formatter={(v) => [`${formatCount(Number(v))} units`, 'Open']} />
          <Area type="monotone" dataKey="units" stroke="#12514d" strokeWidth={2} fill="url(#unitsFill)" />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
