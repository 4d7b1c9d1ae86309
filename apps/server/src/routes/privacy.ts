// GET /privacy (docs/product.md#privacy): the owners' privacy text, or the default naming what is
// kept and for how long, in the prerendered frame (privacy/privacy-page.ts).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { defaultPrivacyText } from '@vibe/contracts/privacy';
import { Hono } from 'hono';
import type { Database } from '../db/client.ts';
import { privacyPage } from '../privacy/privacy-page.ts';
import { readPrivacySettings } from '../privacy/privacy-settings.ts';

export function privacyRoutes(deps: { db: Database; distDir: string | null }) {
  const file = deps.distDir === null ? null : join(deps.distDir, 'privacy.html');
  return new Hono().get('/', async (c) => {
    const settings = await readPrivacySettings(deps.db);
    const text = settings.privacyText ?? defaultPrivacyText(settings.retentionDays);
    const template = file && existsSync(file) ? await readFile(file, 'utf8') : undefined;
    // Owners may change the text at any time: every visit asks again.
    c.header('Cache-Control', 'no-cache');
    return c.html(privacyPage(template, text));
  });
}
