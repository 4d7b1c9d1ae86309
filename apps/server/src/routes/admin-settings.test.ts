import type { AuditAnswer } from '@vibe/contracts/admin';
import {
  PRIVACY_TEXT_MAX_LENGTH,
  defaultPrivacyText,
  type PrivacySettingsAnswer,
} from '@vibe/contracts/privacy';
import { describe, expect, it } from 'vitest';
import { organiserSession, sendJson } from '../testing/admin-helpers.ts';
import { errorCode } from '../testing/api-helpers.ts';
import { describeOnEachDatabase } from '../testing/each-database.ts';

/** The privacy page's own text, as a visitor's browser gets it. */
async function privacyHtml(app: { request: (path: string) => Response | Promise<Response> }) {
  const res = await app.request('/privacy');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  return res.text();
}

describeOnEachDatabase((context) => {
  describe('the Settings screen’s privacy text and retention', () => {
    it('starts with the default text, kept for ever, which /privacy shows', async () => {
      const { app, database } = context();
      const viewer = await organiserSession(app, database.db, 'viewer@example.com', 'viewer');
      const res = await viewer.request('/api/admin/settings');
      expect(await res.json()).toEqual({
        privacyText: null,
        retentionDays: null,
        updatedAt: null,
      } satisfies PrivacySettingsAnswer);
      const html = await privacyHtml(app);
      expect(html).toContain('e-mail address');
      expect(html).toContain('until you ask us to delete them');
    });

    it('is the owners’ to change: saved, audited, and /privacy follows', async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      const viewer = await organiserSession(app, database.db, 'viewer@example.com', 'viewer');
      const body = { privacyText: null, retentionDays: 90 };
      expect((await sendJson(viewer, 'PUT', '/api/admin/settings', body)).status).toBe(403);
      const saved = await sendJson(owner, 'PUT', '/api/admin/settings', body);
      expect(saved.status).toBe(200);
      expect(await saved.json()).toMatchObject({ privacyText: null, retentionDays: 90 });
      // The default text follows the retention setting.
      expect(await privacyHtml(app)).toContain('for 90 days');
      expect(defaultPrivacyText(90)).toContain('for 90 days');

      const text = '  We keep little.\n\nAsk us: <b>owners</b> & co.  ';
      await sendJson(owner, 'PUT', '/api/admin/settings', { privacyText: text, retentionDays: 30 });
      const read = (await (
        await viewer.request('/api/admin/settings')
      ).json()) as PrivacySettingsAnswer;
      expect(read).toMatchObject({ privacyText: text.trim(), retentionDays: 30 });
      expect(read.updatedAt).toEqual(expect.any(String));
      const html = await privacyHtml(app);
      expect(html).toContain(
        '<p>We keep little.</p><p>Ask us: &lt;b&gt;owners&lt;/b&gt; &amp; co.</p>',
      );
      expect(html).not.toContain('<b>owners');

      const audit = (await (await owner.request('/api/admin/audit')).json()) as AuditAnswer;
      expect(audit.items.filter((item) => item.action === 'settings-save')).toHaveLength(2);

      // An empty text is the default again.
      await sendJson(owner, 'PUT', '/api/admin/settings', {
        privacyText: '  ',
        retentionDays: null,
      });
      expect(await (await viewer.request('/api/admin/settings')).json()).toMatchObject({
        privacyText: null,
        retentionDays: null,
      });
    });

    it('refuses what it cannot keep with 400, never a 500', async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      const refused = [
        { privacyText: 'x'.repeat(PRIVACY_TEXT_MAX_LENGTH + 1), retentionDays: null },
        { privacyText: 'ok', retentionDays: 7 },
        { privacyText: 'ok', retentionDays: '30' },
        { privacyText: 'ok' },
        { privacyText: 'ok', retentionDays: 30, extra: true },
        { privacyText: 'reads \u202Ebackwards', retentionDays: 30 },
        { privacyText: 'nul \u0000 byte', retentionDays: 30 },
        { privacyText: 42, retentionDays: 30 },
      ];
      for (const body of refused) {
        const res = await sendJson(owner, 'PUT', '/api/admin/settings', body);
        expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
        expect(await errorCode(res)).toBe('invalid_body');
      }
      const atCap = 'x'.repeat(PRIVACY_TEXT_MAX_LENGTH);
      const ok = await sendJson(owner, 'PUT', '/api/admin/settings', {
        privacyText: atCap,
        retentionDays: 365,
      });
      expect(ok.status).toBe(200);
      expect(await (await owner.request('/api/admin/settings')).json()).toMatchObject({
        retentionDays: 365,
      });
    });
  });
});
