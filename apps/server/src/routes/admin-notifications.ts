// What the signed-in organiser is e-mailed (docs/product.md#e-mail): a notice per completed
// interview and the daily digest. Every organiser, viewers included, reads and sets their own
// choices, and only their own: the route names no organiser, the session does. Each change is
// in the audit log. Choices are kept while e-mail is off, and the answer says it is off, so the
// dashboard can say which setting turns it on.
import { JSON_BODY_MAX_BYTES } from '@vibe/contracts/limits';
import type {
  NotificationPreferences,
  NotificationPreferencesAnswer,
} from '@vibe/contracts/notifications';
import { notificationPreferencesBodySchema } from '@vibe/contracts/notifications-schemas';
import { Hono } from 'hono';
import type { Database } from '../db/client.ts';
import { recordAudit } from '../db/queries/admin-audit.ts';
import { selectMailPreferences, upsertMailPreferences } from '../db/queries/mail-preferences.ts';
import { validateJson } from '../lib/validate-json.ts';
import type { AdminEnv } from '../middleware/admin-session.ts';
import { jsonBody } from '../middleware/json-body.ts';

const PATH = '/me/notifications';

/** The audit entry's target: both choices, e.g. `notices on, digest off`. */
export function choicesWords(choices: NotificationPreferences): string {
  const word = (on: boolean) => (on ? 'on' : 'off');
  return `notices ${word(choices.completionNotice)}, digest ${word(choices.dailyDigest)}`;
}

export function adminNotificationRoutes(deps: {
  db: Database;
  clock: () => Date;
  emailEnabled?: boolean;
}) {
  const { db } = deps;
  const answer = async (organiserId: string): Promise<NotificationPreferencesAnswer> => {
    const stored = await selectMailPreferences(db, organiserId);
    return {
      completionNotice: stored.completionNotice,
      dailyDigest: stored.dailyDigest,
      mailEnabled: deps.emailEnabled ?? false,
      updatedAt: stored.updatedAt?.toISOString() ?? null,
    };
  };
  return new Hono<AdminEnv>()
    .get(PATH, async (c) => c.json(await answer(c.get('organiser').id)))
    .put(
      PATH,
      jsonBody(JSON_BODY_MAX_BYTES),
      validateJson(notificationPreferencesBodySchema),
      async (c) => {
        const choices = c.req.valid('json');
        const organiser = c.get('organiser');
        const before = await selectMailPreferences(db, organiser.id);
        const changed =
          before.completionNotice !== choices.completionNotice ||
          before.dailyDigest !== choices.dailyDigest;
        // Saving what is already stored changes nothing, so says nothing in the log.
        if (changed) {
          await db.transaction(async (tx) => {
            await upsertMailPreferences(tx, organiser.id, choices, deps.clock());
            await recordAudit(tx, {
              actor: organiser.email,
              action: 'notifications-change',
              target: choicesWords(choices),
            });
          });
        }
        return c.json(await answer(organiser.id));
      },
    );
}
