import { OVERVIEW_PERIODS, type OverviewPeriod } from '@vibe/contracts/admin';
import { useState } from 'react';
import { FIRST_OVERVIEW_PERIOD, useOverview } from '../api/get-overview.ts';
import { Card, formatDuration, PageTitle, SelectField } from '../components/admin-ui.tsx';
import { CompletionRateChart } from '../components/completion-rate-chart.tsx';
import { OutcomesChart } from '../components/outcomes-chart.tsx';
import { SignupsChart } from '../components/signups-chart.tsx';
import { VersionsTable } from '../components/versions-table.tsx';
import { adminCopy } from '../copy.ts';
import { percentOf } from '../format/percent.ts';

const copy = adminCopy.overview;

const percent = (part: number, whole: number) => percentOf(part, whole) ?? copy.noData;

function Stat({ label, value, note }: { label: string; value: string | number; note?: string }) {
  return (
    <Card>
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 text-3xl font-semibold tabular-nums" data-testid={`stat-${label}`}>
        {value}
      </p>
      {note ? <p className="mt-1 text-sm text-muted-foreground">{note}</p> : null}
    </Card>
  );
}

/**
 * The funnel, its conversion rates, sign-ups per day with how far those people got and the
 * completion rate over time, the median duration, and each interview version's figures;
 * refreshes itself.
 */
export function OverviewScreen() {
  const [period, setPeriod] = useState<OverviewPeriod>(FIRST_OVERVIEW_PERIOD);
  const overview = useOverview(period);
  const data = overview.data;
  return (
    <>
      <PageTitle
        actions={
          <SelectField
            label={copy.period}
            value={period}
            onChange={(event) => setPeriod(event.target.value as OverviewPeriod)}
            className="min-w-40"
          >
            {OVERVIEW_PERIODS.map((p) => (
              <option key={p} value={p}>
                {copy.periods[p]}
              </option>
            ))}
          </SelectField>
        }
      >
        {copy.title}
      </PageTitle>
      {data ? (
        <div className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Stat label={copy.signedUp} value={data.funnel.signedUp} />
            <Stat
              label={copy.started}
              value={data.funnel.started}
              note={`${percent(data.funnel.started, data.funnel.signedUp)} ${copy.ofSignups}`}
            />
            <Stat
              label={copy.completed}
              value={data.funnel.completed}
              note={`${percent(data.funnel.completed, data.funnel.started)} ${copy.ofStarted}`}
            />
            <Stat
              label={copy.partial}
              value={data.funnel.partial}
              note={`${percent(data.funnel.partial, data.funnel.started)} ${copy.ofStarted}`}
            />
            <Stat
              label={copy.abandoned}
              value={data.funnel.abandoned}
              note={`${percent(data.funnel.abandoned, data.funnel.started)} ${copy.ofStarted}`}
            />
            <Stat label={copy.median} value={formatDuration(data.medianDurationSeconds)} />
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <Card>
              <SignupsChart perDay={data.perDay} />
            </Card>
            <Card>
              <OutcomesChart perDay={data.perDay} />
            </Card>
          </div>
          <Card>
            <CompletionRateChart perDay={data.perDay} />
          </Card>
          {/* min-w-0: a grid item may be narrower than its table, which then scrolls. */}
          <Card className="min-w-0">
            <VersionsTable versions={data.perVersion} />
          </Card>
        </div>
      ) : overview.isError ? (
        <p role="alert">{adminCopy.errors.generic}</p>
      ) : null}
    </>
  );
}
