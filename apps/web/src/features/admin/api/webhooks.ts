// The Webhooks screen's requests (`/api/admin/webhooks`, docs/product.md#webhooks): the
// endpoints and recent deliveries, refreshed while open so a delivery's status moves on its own;
// and the owners' changes, each refreshing the list.
import type {
  CreatedWebhookEndpoint,
  WebhookEvent,
  WebhooksAnswer,
} from '@vibe/contracts/webhooks';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiErrorOf, apiJson, apiRequest, type ApiRequestOptions } from '@/lib/api-client.ts';
import { throwWhenUnreachable } from './unreachable.ts';

const PATH = '/api/admin/webhooks';
const webhooksKey = ['admin', 'webhooks'] as const;
/** How often the screen refreshes while open (deliveries are sent within a second or two). */
const WEBHOOKS_REFRESH_MS = 2_000;

export function getWebhooksQueryOptions() {
  return queryOptions({
    queryKey: webhooksKey,
    queryFn: () => apiJson<WebhooksAnswer>(PATH),
    refetchInterval: WEBHOOKS_REFRESH_MS,
    throwOnError: throwWhenUnreachable,
  });
}

export function useWebhooks() {
  return useQuery(getWebhooksQueryOptions());
}

/** A request answered with no body; a refusal throws. */
async function send(path: string, options: ApiRequestOptions): Promise<void> {
  const response = await apiRequest(path, options);
  if (!response.ok) throw apiErrorOf(response);
}

/** A change to the endpoints that refreshes the list once settled. */
function useWebhookChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}

/** Adds an endpoint (owners); the answer holds its secret, shown this once. */
export function useAddWebhook() {
  return useWebhookChange((input: { url: string; events: WebhookEvent[] }) =>
    apiJson<CreatedWebhookEndpoint>(PATH, { method: 'POST', json: input }),
  );
}

export function useRemoveWebhook() {
  return useWebhookChange((id: string) =>
    send(`${PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
}

export function usePauseWebhook() {
  return useWebhookChange((input: { id: string; paused: boolean }) =>
    send(`${PATH}/${encodeURIComponent(input.id)}/paused`, {
      method: 'PUT',
      json: { paused: input.paused },
    }),
  );
}

/** Queues a `webhook.test` delivery to one endpoint. */
export function useTestWebhook() {
  return useWebhookChange((id: string) =>
    send(`${PATH}/${encodeURIComponent(id)}/test`, { method: 'POST' }),
  );
}
