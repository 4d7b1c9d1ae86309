import type { OverviewAnswer } from '@vibe/contracts/admin';
import { adminCopy } from '../copy.ts';

/** At most this many date labels under the bars, so they never overlap on a phone. */
const MAX_DATE_LABELS = 7;

/** Round numbers for the scale's top: 1, 2, 5, 10, 20, 50… at or above `value`. */
export function niceCeiling(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

/**
 * Sign-ups per day as bars; the numbers are also in a table for screen readers. Plain elements
 * and CSS, no chart library: the library was half of the overview's code (~100 KB gzip) for one
 * bar chart. Each bar names its day and count on hover (`title`).
 */
export function SignupsChart({ perDay }: { perDay: OverviewAnswer['perDay'] }) {
  const top = niceCeiling(Math.max(0, ...perDay.map((day) => day.signups)));
  const labelEvery = Math.max(1, Math.ceil(perDay.length / MAX_DATE_LABELS));
  return (
    <figure>
      <figcaption className="mb-3 text-sm font-medium">{adminCopy.overview.chartTitle}</figcaption>
      <div className="flex h-64 w-full gap-2 text-xs text-muted-foreground" aria-hidden="true">
        <div className="flex flex-col justify-between pb-5 text-right tabular-nums">
          <span>{top}</span>
          <span>{top / 2}</span>
          <span>0</span>
        </div>
        <div className="flex min-w-0 flex-1 flex-col">
          <div className="relative flex flex-1 items-end gap-px border-b border-border">
            <div className="pointer-events-none absolute inset-x-0 top-0 border-t border-dashed border-border" />
            <div className="pointer-events-none absolute inset-x-0 top-1/2 border-t border-dashed border-border" />
            {perDay.map((day) => (
              <div
                key={day.date}
                title={`${day.date}: ${day.signups}`}
                className="flex h-full min-w-0 flex-1 items-end hover:bg-muted"
              >
                <div
                  className="w-full rounded-t-[3px] bg-primary"
                  style={{ height: `${(day.signups / top) * 100}%` }}
                />
              </div>
            ))}
          </div>
          <div className="flex h-5 items-end gap-px">
            {perDay.map((day, index) => (
              <span key={day.date} className="min-w-0 flex-1 overflow-visible text-center">
                {index % labelEvery === 0 ? day.date.slice(5) : ''}
              </span>
            ))}
          </div>
        </div>
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
