// The zod schema the server validates an organiser's e-mail choices with, apart from the plain
// types of ./notifications.ts so that the dashboard imports those without zod.
import { z } from 'zod';
import type { NotificationPreferences } from './notifications.ts';

export const notificationPreferencesBodySchema = z.strictObject({
  completionNotice: z.boolean(),
  dailyDigest: z.boolean(),
}) satisfies z.ZodType<NotificationPreferences, NotificationPreferences>;
