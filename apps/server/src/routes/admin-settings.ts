// The dashboard's Settings screen (docs/product.md#privacy): every organiser reads the privacy
// text and the retention setting, only owners change them; each change is in the audit log.
import { JSON_BODY_MAX_BYTES } from '@vibe/contracts/limits';
import { retentionWords } from '@vibe/contracts/privacy';
import { privacySettingsBodySchema } from '@vibe/contracts/privacy-schemas';
import { Hono } from 'hono';
import type { Database } from '../db/client.ts';
import { recordAudit } from '../db/queries/admin-audit.ts';
import { validateJson } from '../lib/validate-json.ts';
import { requireOwner, type AdminEnv } from '../middleware/admin-session.ts';
import { jsonBody } from '../middleware/json-body.ts';
import { readPrivacySettings, savePrivacySettings } from '../privacy/privacy-settings.ts';

export function adminSettingsRoutes(deps: { db: Database; clock: () => Date }) {
  const { db } = deps;
  return new Hono<AdminEnv>()
    .get('/settings', async (c) => c.json(await readPrivacySettings(db)))
    .put(
      '/settings',
      requireOwner,
      jsonBody(JSON_BODY_MAX_BYTES),
      validateJson(privacySettingsBodySchema),
      async (c) => {
        const settings = c.req.valid('json');
        await savePrivacySettings(db, settings, deps.clock());
        await recordAudit(db, {
          actor: c.get('organiser').email,
          action: 'settings-save',
          target: `kept ${retentionWords(settings.retentionDays)}`,
        });
        return c.json(await readPrivacySettings(db));
      },
    );
}
