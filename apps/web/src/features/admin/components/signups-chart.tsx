import type { OverviewAnswer } from '@vibe/contracts/admin';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { adminCopy } from '../copy.ts';

/** Sign-ups per day as bars; the numbers are also in a table for screen readers. */
export function SignupsChart({ perDay }: { perDay: OverviewAnswer['perDay'] }) {
  return (
    <figure>
      <figcaption className="mb-3 text-sm font-medium">{adminCopy.overview.chartTitle}</figcaption>
      <div className="h-64 w-full text-xs" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={perDay} margin={{ top: 4, right: 8, bottom: 4, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
            <XAxis
              dataKey="date"
              tickFormatter={(d: string) => d.slice(5)}
              stroke="var(--muted-foreground)"
              minTickGap={16}
            />
            <YAxis allowDecimals={false} stroke="var(--muted-foreground)" />
            <Tooltip
              cursor={{ fill: 'var(--muted)' }}
              contentStyle={{
                background: 'var(--popover)',
                color: 'var(--popover-foreground)',
                borderColor: 'var(--border)',
              }}
            />
            <Bar
              dataKey="signups"
              name={adminCopy.overview.signedUp}
              fill="var(--primary)"
              radius={[3, 3, 0, 0]}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>{adminCopy.overview.chartTitle}</caption>
        <tbody>
          {perDay.map((day) => (
            <tr key={day.date}>
              <th scope="row">{day.date}</th>
              <td>{day.signups}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
