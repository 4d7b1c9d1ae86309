import type { OverviewDay } from '@vibe/contracts/admin';
import { adminCopy } from '../copy.ts';
import { formatLongDay } from '../format/dates.ts';
import { percentOf } from '../format/percent.ts';
import { DayBars } from './day-chart.tsx';

const copy = adminCopy.overview;

/**
 * The completion rate (completed ÷ started) of each day's sign-ups, on a fixed 0–100% scale so
 * days compare at a glance; a day nobody started an interview on has no bar rather than 0%.
 * Screen readers get the rates as a table.
 */
export function CompletionRateChart({ perDay }: { perDay: OverviewDay[] }) {
  return (
    <figure>
      <figcaption className="mb-3 text-sm font-medium">{copy.rateTitle}</figcaption>
      <DayBars
        dates={perDay.map((day) => day.date)}
        top={100}
        scaleLabel={(value) => `${value}%`}
        className="h-40"
      >
        {perDay.map((day) => {
          const rate = day.started > 0 ? day.completed / day.started : null;
          return (
            <div
              key={day.date}
              title={copy.rateDay(formatLongDay(day.date), percentOf(day.completed, day.started))}
              className="flex h-full min-w-0 flex-1 items-end hover:bg-muted"
            >
              {rate === null ? null : (
                <div
                  className="w-full rounded-t-[3px] bg-primary"
                  style={{ height: `${rate * 100}%` }}
                />
              )}
            </div>
          );
        })}
      </DayBars>
      {/* In a hidden box: a hidden table still grows to its widest row, wider than a phone. */}
      <div className="sr-only">
        <table>
          <caption>{copy.rateTitle}</caption>
          <tbody>
            {perDay.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatLongDay(day.date)}</th>
                <td>{percentOf(day.completed, day.started) ?? copy.noData}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
