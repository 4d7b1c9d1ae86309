// Outgoing webhooks (docs/product.md#webhooks): the events owners may subscribe endpoints to,
// what the dashboard's Webhooks screen reads, and the limits the server keeps.
/** The events an endpoint may be sent. `webhook.test` is only ever sent by "Send test". */
export const WEBHOOK_EVENTS = [
  'interview.completed',
  'interview.partial',
  'person.erased',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Endpoints kept at most. */
export const WEBHOOK_ENDPOINTS_MAX = 20;
/** The longest URL an endpoint may have. */
export const WEBHOOK_URL_MAX_LENGTH = 2048;
/** Consecutive failed attempts after which an endpoint is paused. */
export const WEBHOOK_FAILURES_BEFORE_PAUSE = 10;
/** Attempts made at one delivery before it is given up. */
export const WEBHOOK_MAX_ATTEMPTS = 8;
/** How old a `webhook-timestamp` a receiver should still accept, either way (seconds). */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

/** How a delivery's body is shaped: signed JSON, or a chat service's incoming-webhook message. */
export type WebhookFormat = 'standard' | 'discord' | 'slack';

export interface WebhookEndpoint {
  id: string;
  url: string;
  format: WebhookFormat;
  events: WebhookEvent[];
  createdAt: string;
  createdBy: string;
  /** Null while deliveries are sent. */
  pausedAt: string | null;
  /** `owner`: paused by hand; `failing`: after too many failures in a row. */
  pausedReason: 'owner' | 'failing' | null;
  consecutiveFailures: number;
}

/** The answer to adding an endpoint: its secret is shown this once. */
export interface CreatedWebhookEndpoint extends WebhookEndpoint {
  secret: string;
}

export interface WebhookAttempt {
  at: string;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

export interface WebhookDelivery {
  id: string;
  endpointId: string;
  event: WebhookEvent | 'webhook.test';
  status: 'pending' | 'delivered' | 'failed';
  createdAt: string;
  nextAttemptAt: string | null;
  attempts: WebhookAttempt[];
}

export interface WebhooksAnswer {
  endpoints: WebhookEndpoint[];
  /** The newest deliveries, newest first. */
  deliveries: WebhookDelivery[];
}
