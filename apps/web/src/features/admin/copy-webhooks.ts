// The Webhooks screen's texts (docs/product.md#webhooks). Part of the dashboard's copy
// (copy.ts, as `adminCopy.webhooks`), in a file of its own so that file stays short.
import type { WebhookDelivery, WebhookEvent, WebhookFormat } from '@vibe/contracts/webhooks';

export const webhooksCopy = {
  title: 'Webhooks',
  intro:
    'Tell other tools when an interview ends or a person is erased. Each delivery is signed; see the documentation for how to verify it.',
  add: {
    title: 'Add an endpoint',
    url: 'Endpoint URL',
    urlPlaceholder: 'https://example.com/webhooks/vibe',
    events: 'Events',
    submit: 'Add endpoint',
    noEvents: 'Choose at least one event.',
  },
  events: {
    'interview.completed': 'Interview completed',
    'interview.partial': 'Interview partly answered',
    'person.erased': 'Person erased',
    'webhook.test': 'Test',
  } satisfies Record<WebhookEvent | 'webhook.test', string>,
  formats: {
    standard: 'Signed JSON',
    discord: 'Discord message',
    slack: 'Slack message',
  } satisfies Record<WebhookFormat, string>,
  secret: {
    title: 'Signing secret',
    once: 'Copy it now: it is shown only this once.',
    dismiss: 'Done',
  },
  endpoints: {
    title: 'Endpoints',
    none: 'No endpoints yet.',
    active: 'Active',
    pausedByOwner: 'Paused',
    pausedFailing: (failures: number) =>
      `Paused after ${failures} failed deliveries in a row. Check the endpoint, then resume it.`,
    pause: 'Pause',
    resume: 'Resume',
    test: 'Send test',
    testQueued: 'Test queued: it appears under Deliveries.',
    remove: 'Remove',
    confirmRemove: 'Remove this endpoint? Its deliveries go with it.',
    ownersOnly: 'Only owners can change webhooks.',
  },
  deliveries: {
    title: 'Deliveries',
    none: 'Nothing sent yet.',
    event: 'Event',
    endpoint: 'Endpoint',
    status: 'Status',
    attempts: 'Attempts',
    created: 'Queued',
    statuses: {
      pending: 'Pending',
      delivered: 'Delivered',
      failed: 'Failed',
    } satisfies Record<WebhookDelivery['status'], string>,
    nextAttempt: 'next try',
    attempt: (code: number | null, error: string | null, ms: number) =>
      `${code === null ? (error ?? 'error') : `HTTP ${code}`} · ${ms} ms`,
  },
};
