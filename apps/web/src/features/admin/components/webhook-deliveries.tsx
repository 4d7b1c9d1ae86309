// The newest webhook deliveries with their status and every attempt (status code or error, and
// how long it took), so an owner sees what reached an endpoint and what did not.
import type { WebhookDelivery, WebhookEndpoint } from '@vibe/contracts/webhooks';
import { TableScroll } from '@/components/ui/table-scroll.tsx';
import { Card } from './admin-ui.tsx';
import { adminCopy } from '../copy.ts';
import { RelativeTime } from '../format/relative-time.tsx';

const copy = adminCopy.webhooks.deliveries;
const events = adminCopy.webhooks.events;

function hostOf(url: string | undefined): string {
  try {
    return url ? new URL(url).host : '—';
  } catch {
    return '—';
  }
}

export function WebhookDeliveries({
  deliveries,
  endpoints,
}: {
  deliveries: WebhookDelivery[];
  endpoints: WebhookEndpoint[];
}) {
  const urls = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint.url]));
  return (
    <Card>
      <h2 className="mb-3 text-lg font-semibold">{copy.title}</h2>
      {deliveries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{copy.none}</p>
      ) : (
        <TableScroll label={copy.title}>
          <table className="w-full text-left text-sm">
            <thead className="text-muted-foreground">
              <tr>
                {[copy.created, copy.event, copy.endpoint, copy.status, copy.attempts].map(
                  (label) => (
                    <th key={label} scope="col" className="px-2 py-1 font-medium">
                      {label}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {deliveries.map((delivery) => (
                <tr
                  key={delivery.id}
                  className="border-t border-border align-top"
                  data-testid="webhook-delivery"
                >
                  <td className="px-2 py-1 whitespace-nowrap">
                    <RelativeTime iso={delivery.createdAt} />
                  </td>
                  <td className="px-2 py-1">{events[delivery.event]}</td>
                  <td className="px-2 py-1 break-all">{hostOf(urls.get(delivery.endpointId))}</td>
                  <td className="px-2 py-1">
                    {copy.statuses[delivery.status]}
                    {delivery.nextAttemptAt && delivery.attempts.length > 0 ? (
                      <span className="text-muted-foreground">
                        {' '}
                        ({copy.nextAttempt} <RelativeTime iso={delivery.nextAttemptAt} />)
                      </span>
                    ) : null}
                  </td>
                  <td className="px-2 py-1">
                    <ol className="grid gap-0.5">
                      {delivery.attempts.map((attempt, index) => (
                        <li key={index}>
                          {copy.attempt(attempt.statusCode, attempt.error, attempt.durationMs)}
                        </li>
                      ))}
                    </ol>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </Card>
  );
}
