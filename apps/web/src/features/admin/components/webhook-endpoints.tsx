// The webhook endpoints: their events and format, whether they are paused (and why: an endpoint
// paused after repeated failures says so), and the owners' actions on each.
import type { WebhookEndpoint } from '@vibe/contracts/webhooks';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { usePauseWebhook, useRemoveWebhook, useTestWebhook } from '../api/webhooks.ts';
import { Card } from './admin-ui.tsx';
import { adminCopy } from '../copy.ts';

const copy = adminCopy.webhooks;

function EndpointActions({ endpoint }: { endpoint: WebhookEndpoint }) {
  const pause = usePauseWebhook();
  const test = useTestWebhook();
  const remove = useRemoveWebhook();
  const [queued, setQueued] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        size="sm"
        variant="outline"
        disabled={test.isPending}
        onClick={() => test.mutate(endpoint.id, { onSuccess: () => setQueued(true) })}
      >
        {copy.endpoints.test}
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={pause.isPending}
        onClick={() => pause.mutate({ id: endpoint.id, paused: endpoint.pausedAt === null })}
      >
        {endpoint.pausedAt === null ? copy.endpoints.pause : copy.endpoints.resume}
      </Button>
      <Button
        size="sm"
        variant="destructive"
        disabled={remove.isPending}
        onClick={() => {
          if (window.confirm(copy.endpoints.confirmRemove)) remove.mutate(endpoint.id);
        }}
      >
        {copy.endpoints.remove}
      </Button>
      {queued ? (
        <span role="status" className="text-sm text-muted-foreground">
          {copy.endpoints.testQueued}
        </span>
      ) : null}
    </div>
  );
}

export function WebhookEndpoints({
  endpoints,
  owner,
}: {
  endpoints: WebhookEndpoint[];
  owner: boolean;
}) {
  return (
    <Card className="mb-6">
      <h2 className="mb-3 text-lg font-semibold">{copy.endpoints.title}</h2>
      {owner ? null : (
        <p className="mb-3 text-sm text-muted-foreground">{copy.endpoints.ownersOnly}</p>
      )}
      {endpoints.length === 0 ? (
        <p className="text-sm text-muted-foreground">{copy.endpoints.none}</p>
      ) : (
        <ul className="grid gap-4">
          {endpoints.map((endpoint) => (
            <li
              key={endpoint.id}
              className="grid gap-2 border-t border-border pt-3 first:border-0 first:pt-0"
            >
              <div className="flex flex-wrap items-baseline gap-2">
                <bdi className="font-mono text-sm break-all">{endpoint.url}</bdi>
                <span className="text-xs text-muted-foreground">
                  {copy.formats[endpoint.format]} ·{' '}
                  {endpoint.events.map((name) => copy.events[name]).join(', ')}
                </span>
                <span className="text-xs font-medium">
                  {endpoint.pausedAt === null
                    ? copy.endpoints.active
                    : copy.endpoints.pausedByOwner}
                </span>
              </div>
              {endpoint.pausedReason === 'failing' ? (
                <p
                  role="alert"
                  className="rounded-md border border-destructive/40 p-2 text-sm text-destructive"
                >
                  {copy.endpoints.pausedFailing(endpoint.consecutiveFailures)}
                </p>
              ) : null}
              {owner ? <EndpointActions endpoint={endpoint} /> : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
