// Exports of the people table and of every interview, as CSV (RFC 4180) or JSON lines,
// streamed batch by batch from the database with the table's filters applied.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { TranscriptEntry } from '@vibe/contracts/api';
import { Hono, type Context } from 'hono';
import { stream } from 'hono/streaming';
import type { Database } from '../db/client.ts';
import { recordAudit } from '../db/queries/admin-audit.ts';
import {
  streamInterviews,
  streamPeople,
  type InterviewExportRow,
} from '../db/queries/admin-export.ts';
import type { PersonListRow } from '../db/queries/admin-people.ts';
import { csvRow } from '../lib/csv.ts';
import type { AdminEnv } from '../middleware/admin-session.ts';
import { readPeopleFilter } from '../lib/people-query-params.ts';
import { validateJson } from '../lib/validate-json.ts';
import { jsonBody } from '../middleware/json-body.ts';
import { describePeopleFilter, type PeopleFilter } from '../db/queries/people-filter.ts';
import { SELECTION_BODY_MAX_BYTES } from '@vibe/contracts/people';
import { selectionExportBodySchema } from '@vibe/contracts/people-schemas';
import { withAnswerColumns } from './admin-export-answers.ts';
import { rowObject, type ExportTable } from './export-table.ts';

type Format = 'csv' | 'jsonl';

const CONTENT_TYPES: Record<Format, string> = {
  csv: 'text/csv; charset=utf-8',
  jsonl: 'application/x-ndjson; charset=utf-8',
};

/** A transcript as readable text: one line per turn, `time role: text`. */
function transcriptText(entries: readonly TranscriptEntry[]): string {
  return entries.map((e) => `${e.timestamp} ${e.role}: ${e.text}`).join('\n');
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

const peopleTable: ExportTable<PersonListRow> = {
  columns: [
    'email',
    'signed_up_at',
    'attempts',
    'latest_status',
    'interview_started_at',
    'interview_completed_at',
    'duration_seconds',
    'user_agent',
    'referrer',
  ],
  batches: streamPeople,
  values: (row) => [
    row.email,
    iso(row.createdAt),
    row.attempts,
    row.latestStatus,
    iso(row.startedAt),
    iso(row.completedAt),
    row.durationSeconds,
    row.userAgent,
    row.referrer,
  ],
};

const interviewsTable: ExportTable<InterviewExportRow> = {
  columns: [
    'id',
    'email',
    'status',
    'created_at',
    'started_at',
    'completed_at',
    'duration_seconds',
    'ended_reason',
    'transcript',
  ],
  batches: streamInterviews,
  values: (row) => [
    row.id,
    row.email,
    row.status,
    iso(row.createdAt),
    iso(row.startedAt),
    iso(row.completedAt),
    row.durationSeconds,
    row.endedReason,
    transcriptText(row.transcript),
  ],
  json: (row) => {
    const line = rowObject(interviewsTable, row);
    // JSON lines keep the transcript as its entries rather than as text. Set on the object, not
    // spread into a new one: in Node 20's V8 an object literal that spreads an object and then
    // adds properties gets a hidden class of its own, made in the old generation, for each row.
    line.transcript = row.transcript;
    return line;
  },
};

/** A batch of rows as one chunk of the file. */
function chunkOf<Row>(table: ExportTable<Row>, format: Format, rows: readonly Row[]): string {
  let chunk = '';
  for (const row of rows) {
    chunk +=
      format === 'csv'
        ? csvRow(table.values(row))
        : `${JSON.stringify(table.json?.(row) ?? rowObject(table, row))}\n`;
  }
  return chunk;
}

/**
 * Streams `table` as a file, one batch at a time. The next batch is read only once the previous
 * one has been handed on: hono's stream resolves a write when the response takes the chunk, and
 * the response takes it when the socket drains. A client that reads slowly thus slows the
 * reading down, and memory holds a few batches whatever the export's size.
 */
function streamExport<Row>(
  c: Context<AdminEnv>,
  db: Database,
  table: ExportTable<Row>,
  format: Format,
  fileName: string,
  filter: PeopleFilter,
) {
  c.header('Content-Type', CONTENT_TYPES[format]);
  c.header('Content-Disposition', `attachment; filename="${fileName}"`);
  c.header('Cache-Control', 'no-store');
  return stream(c, async (out) => {
    if (format === 'csv') await out.write(csvRow(table.columns));
    for await (const rows of table.batches(db, filter)) {
      // A write to a connection the client closed fails silently; the stream is marked aborted.
      await out.write(chunkOf(table, format, rows));
      // PGlite runs each query on this thread and answers without the event loop turning, and a
      // fast client drains the socket as fast as it is written: without a turn per batch, the
      // whole export ran as one chain of promises (17 s for 200k interviews) with no other
      // request answered, no timer run and the client's leaving unseen until the end.
      await nextTurn();
      // Leaving the loop ends the batches' generators: a download the browser cancelled reads
      // no further batch.
      if (out.aborted) return;
    }
  });
}

export function adminExportRoutes(deps: { db: Database; clock: () => Date }) {
  const { db } = deps;
  const app = new Hono<AdminEnv>();
  const people = async (c: Context<AdminEnv>, format: Format, filter: PeopleFilter) => {
    await audit(c, db, `people.${format}`, filter);
    return streamExport(c, db, peopleTable, format, `people.${format}`, filter);
  };
  const interviews = async (c: Context<AdminEnv>, format: Format, filter: PeopleFilter) => {
    await audit(c, db, `interviews.${format}`, filter);
    const table = await withAnswerColumns(db, interviewsTable, deps.clock());
    return streamExport(c, db, table, format, `interviews.${format}`, filter);
  };
  for (const format of ['csv', 'jsonl'] as const) {
    app.get(`/people.${format}`, (c) => people(c, format, readPeopleFilter(c)));
    app.get(`/interviews.${format}`, (c) => interviews(c, format, readPeopleFilter(c)));
    // A selection on the screen is posted (hundreds of addresses do not fit in a URL): exactly
    // those people, filtered by nothing else.
    app.post(`/people.${format}`, selectionCap, selectionBody, (c) =>
      people(c, format, { emails: c.req.valid('json').emails }),
    );
    app.post(`/interviews.${format}`, selectionCap, selectionBody, (c) =>
      interviews(c, format, { emails: c.req.valid('json').emails }),
    );
  }
  return app;
}

const selectionCap = jsonBody(SELECTION_BODY_MAX_BYTES);
const selectionBody = validateJson(selectionExportBodySchema);

async function audit(
  c: Context<AdminEnv>,
  db: Database,
  file: string,
  filter: PeopleFilter,
): Promise<void> {
  const target = [file, describePeopleFilter(filter)].filter(Boolean).join(' ');
  await recordAudit(db, { actor: c.get('organiser').email, action: 'export', target });
}
