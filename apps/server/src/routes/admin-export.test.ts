import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/admin.ts';
import {
  completeInterview,
  organiserSession,
  SAMPLE_TRANSCRIPT,
} from '../testing/admin-helpers.ts';
import { postOnboarding } from '../testing/api-helpers.ts';
import { describeOnEachDatabase } from '../testing/each-database.ts';

/** The dashboard's exports: CSV and JSON lines, filtered, audited. */
describeOnEachDatabase((context) => {
  describe('exports', () => {
    it('streams people and interviews as RFC 4180 CSV with formulas neutralised and filters applied', async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      await completeInterview(context().app, 'ada@example.com');
      await postOnboarding(app, 'bob@example.com');
      const res = await owner.request('/api/admin/export/interviews.csv?status=completed');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const text = await res.text();
      expect(text).toContain('\r\n');
      const rows = parse(text, { columns: true }) as Record<string, string>[];
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        email: 'ada@example.com',
        status: 'completed',
        duration_seconds: '60',
      });
      expect(rows[0]?.transcript).toBe(
        SAMPLE_TRANSCRIPT.map((e) => `${e.timestamp} ${e.role}: ${e.text}`).join('\n'),
      );
      expect(rows[0]?.transcript).toContain(
        `10:00:10.000Z user: =HYPERLINK("x"), "quoted"\nnext line\n`,
      );

      await postOnboarding(app, '=cmd@example.com');
      const people = parse(await (await owner.request('/api/admin/export/people.csv')).text(), {
        columns: true,
      }) as Record<string, string>[];
      expect(people.map((p) => p.email)).toEqual([
        "'=cmd@example.com",
        'bob@example.com',
        'ada@example.com',
      ]);
      const searched = parse(
        await (await owner.request('/api/admin/export/people.csv?q=bob')).text(),
        { columns: true },
      ) as unknown[];
      expect(searched).toHaveLength(1);
    });

    it('streams JSON lines and logs every export', async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      await completeInterview(context().app, 'ada@example.com');
      const res = await owner.request('/api/admin/export/interviews.jsonl');
      expect(res.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
      const lines = (await res.text())
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ email: 'ada@example.com', transcript: SAMPLE_TRANSCRIPT });
      const empty = await owner.request('/api/admin/export/people.csv?q=nobody');
      expect(await empty.text()).toBe(
        'email,signed_up_at,attempts,latest_status,interview_started_at,interview_completed_at,duration_seconds,user_agent,referrer\r\n',
      );
      const audit = await database.db.select().from(auditLog).where(eq(auditLog.action, 'export'));
      expect(audit.map((a) => a.target).sort()).toEqual([
        'interviews.jsonl',
        'people.csv q=nobody',
      ]);
    });
  });
});
