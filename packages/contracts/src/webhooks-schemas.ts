// The Webhooks screen's request bodies (docs/product.md#webhooks), apart from webhooks.ts so
// the plain subpath ships no zod.
import { z } from 'zod';
import { WEBHOOK_EVENTS, WEBHOOK_URL_MAX_LENGTH } from './webhooks.ts';

export const createWebhookBodySchema = z.object({
  url: z
    .string()
    .trim()
    .max(WEBHOOK_URL_MAX_LENGTH)
    .pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1).max(WEBHOOK_EVENTS.length),
});
export type CreateWebhookBody = z.infer<typeof createWebhookBodySchema>;

export const pauseWebhookBodySchema = z.object({ paused: z.boolean() });
