import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { PlatformDatabase } from '../db/database.ts';
import { platformResources } from '../db/schema/resources.ts';
import { badRequest } from '../http/errors.ts';
import { parseIsoDate } from '../http/iso-date.ts';

/** One query of `POST /analytics` (AnalyticsQuery). */
export interface AnalyticsQuery {
  table: 'call' | 'subscription';
  name: string;
  operations: { operation: string; column: string; alias?: string }[];
  groupBy?: string[];
  timeRange?: { step?: string; start?: string; end?: string; timezone?: string };
}

const steps = [
  'second',
  'minute',
  'hour',
  'day',
  'week',
  'month',
  'quarter',
  'year',
  'decade',
  'century',
  'millennium',
];
const operations = ['count', 'sum', 'avg', 'min', 'max'];
const t = platformResources;
const field = (name: string) => sql`${t.data} ->> ${name}`;
const seconds = sql`extract(epoch from ((${field('endedAt')})::timestamptz - (${field('startedAt')})::timestamptz))`;

/** The call columns a query may aggregate, as SQL over the stored call JSON. */
const columns: Record<string, SQL> = {
  id: sql`${t.id}`,
  cost: sql`(${field('cost')})::numeric`,
  duration: seconds,
  minutesUsed: sql`(${seconds}) / 60`,
  concurrency: sql`1`,
  ...Object.fromEntries(
    [
      'llm',
      'stt',
      'tts',
      'vapi',
      'transport',
      'total',
      'ttsCharacters',
      'llmPromptTokens',
      'llmCompletionTokens',
    ].map((part) => [
      `costBreakdown.${part}`,
      sql`(${t.data} -> 'costBreakdown' ->> ${part})::numeric`,
    ]),
  ),
};

/** The fields a query may group calls by. */
const groups: Record<string, SQL> = {
  type: field('type'),
  assistantId: field('assistantId'),
  endedReason: field('endedReason'),
  status: field('status'),
  'analysis.successEvaluation': sql`${t.data} -> 'analysis' ->> 'successEvaluation'`,
};

/**
 * Runs analytics queries over the org's stored calls in SQL: each operation aggregates a column
 * over the calls created in the time range, per time bucket (`step`, in `timezone`) and per
 * group. Answers `[{name, timeRange, result: [{date?, <group>…, <alias>: value}]}]`.
 */
export async function runAnalytics(
  db: PlatformDatabase,
  orgId: string,
  queries: AnalyticsQuery[],
  now: Date,
): Promise<Record<string, unknown>[]> {
  return Promise.all(queries.map((query) => runOne(db, orgId, query, now)));
}

async function runOne(db: PlatformDatabase, orgId: string, q: AnalyticsQuery, now: Date) {
  const problems: string[] = [];
  const range = q.timeRange ?? {};
  // Read strictly: a date PostgreSQL refuses would fail the query as a 500, not a 400.
  const end = range.end ? parseIsoDate(range.end) : now;
  const start = range.start
    ? parseIsoDate(range.start)
    : end && new Date(end.getTime() - 7 * 86_400_000);
  const timezone = range.timezone ?? 'UTC';
  if (!start) problems.push('timeRange.start must be a valid ISO 8601 date string');
  if (!end) problems.push('timeRange.end must be a valid ISO 8601 date string');
  if (range.step && !steps.includes(range.step))
    problems.push(`timeRange.step must be one of the following values: ${steps.join(', ')}`);
  if (!Intl.supportedValuesOf('timeZone').includes(timezone) && timezone !== 'UTC')
    problems.push('timeRange.timezone must be a valid IANA time zone');
  for (const op of q.operations) {
    if (!operations.includes(op.operation))
      problems.push(`operation ${op.operation} is not supported by the local platform`);
    if (!columns[op.column])
      problems.push(
        `column ${op.column} must be one of the following values: ${Object.keys(columns).join(', ')}`,
      );
  }
  for (const group of q.groupBy ?? []) {
    if (!groups[group])
      problems.push(
        `groupBy ${group} must be one of the following values: ${Object.keys(groups).join(', ')}`,
      );
  }
  if (q.table !== 'call')
    problems.push('table subscription is not available on the local platform');
  if (problems.length || !start || !end) throw badRequest(problems);

  const selections: Record<string, SQL> = {};
  if (range.step) {
    // Buckets start at local midnight/hour/… in the query's zone; shown as UTC instants.
    const bucket = sql`date_trunc(${range.step}, ${t.createdAt} at time zone ${timezone}) at time zone ${timezone}`;
    selections.date = sql`to_char((${bucket}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  }
  for (const group of q.groupBy ?? []) selections[group] = groups[group]!;
  // Grouped by position: the same expression with different parameter numbers would not match.
  const grouping = Object.keys(selections).map((_, i) => sql.raw(String(i + 1)));
  for (const op of q.operations) {
    const alias =
      op.alias ?? `${op.operation}${op.column.charAt(0).toUpperCase()}${op.column.slice(1)}`;
    const column = columns[op.column]!;
    selections[alias] =
      op.operation === 'count'
        ? sql`count(${column})::float8`
        : sql`(${sql.raw(op.operation)}(${column}))::float8`;
  }
  const parts = Object.entries(selections).map(
    ([alias, expr]) => sql`${expr} as ${sql.identifier(alias)}`,
  );
  const where = and(
    eq(t.orgId, orgId),
    eq(t.kind, 'call'),
    gte(t.createdAt, start),
    lte(t.createdAt, end),
  );
  const statement = sql`select ${sql.join(parts, sql`, `)} from ${t} where ${where}${
    grouping.length
      ? sql` group by ${sql.join(grouping, sql`, `)} order by ${sql.join(grouping, sql`, `)}`
      : sql``
  }`;
  const result = await db.execute(statement);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    unknown
  >[];
  return {
    name: q.name,
    timeRange: { step: range.step, start: start.toISOString(), end: end.toISOString(), timezone },
    result: rows,
  };
}
