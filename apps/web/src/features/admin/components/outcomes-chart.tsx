import type { OverviewDay } from '@vibe/contracts/admin';
import { adminCopy } from '../copy.ts';
import { formatLongDay } from '../format/dates.ts';
import { percentOf } from '../format/percent.ts';
import { DayBars, niceCeiling } from './day-chart.tsx';

const copy = adminCopy.overview;

/**
 * Of each day's sign-ups, how many completed their latest interview and how many partly
 * answered it, stacked (completed below), beside the sign-ups chart with the same days. Screen
 * readers get the whole day in a table: sign-ups, started, completed, partial and the rate.
 * The partly-answered bars and their key are outlined in the full colour: their pale fill alone
 * stands less than 3:1 from the card, in dark mode above all (WCAG non-text contrast).
 */
export function OutcomesChart({ perDay }: { perDay: OverviewDay[] }) {
  const top = niceCeiling(Math.max(0, ...perDay.map((day) => day.completed + day.partial)));
  return (
    <figure>
      <figcaption className="mb-3 text-sm font-medium">{copy.outcomesTitle}</figcaption>
      <DayBars dates={perDay.map((day) => day.date)} top={top}>
        {perDay.map((day) => (
          <div
            key={day.date}
            title={copy.outcomesDay(formatLongDay(day.date), day.completed, day.partial)}
            className="flex h-full min-w-0 flex-1 flex-col justify-end hover:bg-muted"
          >
            <div
              data-part="partial"
              className="box-border w-full rounded-t-[3px] border-[1.5px] border-b-0 border-primary bg-primary/25"
              style={{ height: `${(day.partial / top) * 100}%` }}
            />
            <div
              data-part="completed"
              className="w-full bg-primary"
              style={{ height: `${(day.completed / top) * 100}%` }}
            />
          </div>
        ))}
      </DayBars>
      <ul
        className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground"
        aria-hidden="true"
      >
        <li className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-primary" />
          {copy.outcomesCompleted}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="box-border size-2.5 rounded-sm border-[1.5px] border-primary bg-primary/25" />
          {copy.outcomesPartial}
        </li>
      </ul>
      {/* In a hidden box: a hidden table still grows to its widest row, wider than a phone. */}
      <div className="sr-only">
        <table>
          <caption>{copy.outcomesTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{copy.dayColumns.day}</th>
              <th scope="col">{copy.dayColumns.signups}</th>
              <th scope="col">{copy.dayColumns.started}</th>
              <th scope="col">{copy.dayColumns.completed}</th>
              <th scope="col">{copy.dayColumns.partial}</th>
              <th scope="col">{copy.dayColumns.rate}</th>
            </tr>
          </thead>
          <tbody>
            {perDay.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatLongDay(day.date)}</th>
                <td>{day.signups}</td>
                <td>{day.started}</td>
                <td>{day.completed}</td>
                <td>{day.partial}</td>
                <td>{percentOf(day.completed, day.started) ?? copy.noData}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
