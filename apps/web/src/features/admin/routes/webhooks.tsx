import { useWebhooks } from '../api/webhooks.ts';
import { useMe } from '../api/get-me.ts';
import { PageTitle } from '../components/admin-ui.tsx';
import { WebhookDeliveries } from '../components/webhook-deliveries.tsx';
import { WebhookEndpointForm } from '../components/webhook-endpoint-form.tsx';
import { WebhookEndpoints } from '../components/webhook-endpoints.tsx';
import { adminCopy } from '../copy.ts';

const copy = adminCopy.webhooks;

/** Settings › Webhooks (docs/product.md#webhooks): endpoints, owners' changes, deliveries. */
export function WebhooksScreen() {
  const owner = useMe().data?.role === 'owner';
  const webhooks = useWebhooks();
  const endpoints = webhooks.data?.endpoints ?? [];
  return (
    <>
      <PageTitle>{copy.title}</PageTitle>
      <p className="mb-5 max-w-prose text-sm text-muted-foreground">{copy.intro}</p>
      {owner ? <WebhookEndpointForm /> : null}
      <WebhookEndpoints endpoints={endpoints} owner={owner} />
      <WebhookDeliveries deliveries={webhooks.data?.deliveries ?? []} endpoints={endpoints} />
    </>
  );
}
