import type { OverviewDay } from '@vibe/contracts/admin';
import { adminCopy } from '../copy.ts';
import { formatLongDay } from '../format/dates.ts';
import { DayBars, niceCeiling } from './day-chart.tsx';

/**
 * Sign-ups per day as bars; the numbers are also in a table for screen readers. Plain elements
 * and CSS, no chart library: the library was half of the overview's code (~100 KB gzip) for one
 * bar chart. Each bar names its day and count on hover (`title`).
 */
export function SignupsChart({ perDay }: { perDay: Pick<OverviewDay, 'date' | 'signups'>[] }) {
  const top = niceCeiling(Math.max(0, ...perDay.map((day) => day.signups)));
  return (
    <figure>
      <figcaption className="mb-3 text-sm font-medium">{adminCopy.overview.chartTitle}</figcaption>
      <DayBars dates={perDay.map((day) => day.date)} top={top}>
        {perDay.map((day) => (
          <div
            key={day.date}
            title={adminCopy.overview.chartDay(formatLongDay(day.date), day.signups)}
            className="flex h-full min-w-0 flex-1 items-end hover:bg-muted"
          >
            <div
              className="w-full rounded-t-[3px] bg-primary"
              style={{ height: `${(day.signups / top) * 100}%` }}
            />
          </div>
        ))}
      </DayBars>
      {/* In a hidden box: a hidden table still grows to its widest row, wider than a phone. */}
      <div className="sr-only">
        <table>
          <caption>{adminCopy.overview.chartTitle}</caption>
          <tbody>
            {perDay.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatLongDay(day.date)}</th>
                <td>{day.signups}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
