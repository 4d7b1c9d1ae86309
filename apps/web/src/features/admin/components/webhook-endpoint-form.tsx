// The owners' form that adds a webhook endpoint, and the one time its signing secret is shown.
import { WEBHOOK_EVENTS, type WebhookEvent } from '@vibe/contracts/webhooks';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useAddWebhook } from '../api/webhooks.ts';
import { Card, Field, FormError } from './admin-ui.tsx';
import { adminCopy } from '../copy.ts';
import { errorMessageOf } from '../error-message.ts';

const copy = adminCopy.webhooks;

export function WebhookEndpointForm() {
  const add = useAddWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([...WEBHOOK_EVENTS]);
  const [secret, setSecret] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (events.length === 0) return setProblem(copy.add.noEvents);
    setProblem(null);
    add.mutate(
      { url: url.trim(), events },
      {
        onSuccess: (created) => {
          setSecret(created.secret);
          setUrl('');
        },
        onError: (error) => setProblem(errorMessageOf(error)),
      },
    );
  };

  const toggle = (name: WebhookEvent, on: boolean) =>
    setEvents((current) =>
      on ? [...new Set([...current, name])] : current.filter((item) => item !== name),
    );

  return (
    <Card className="mb-6">
      <h2 className="mb-3 text-lg font-semibold">{copy.add.title}</h2>
      <form onSubmit={submit} className="grid gap-3">
        <Field
          label={copy.add.url}
          type="url"
          required
          value={url}
          placeholder={copy.add.urlPlaceholder}
          onChange={(event) => setUrl(event.target.value)}
        />
        <fieldset className="grid gap-1.5">
          <legend className="mb-1 text-sm font-medium">{copy.add.events}</legend>
          {WEBHOOK_EVENTS.map((name) => (
            <label key={name} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={events.includes(name)}
                onChange={(event) => toggle(name, event.target.checked)}
              />
              {copy.events[name]}
            </label>
          ))}
        </fieldset>
        {problem ? <FormError>{problem}</FormError> : null}
        <div>
          <Button type="submit" disabled={add.isPending}>
            {copy.add.submit}
          </Button>
        </div>
      </form>
      {secret ? (
        <div role="status" className="mt-4 rounded-md border border-border bg-muted p-3 text-sm">
          <p className="font-medium">{copy.secret.title}</p>
          <code className="my-1 block break-all" data-testid="webhook-secret">
            {secret}
          </code>
          <p className="text-muted-foreground">{copy.secret.once}</p>
          <Button className="mt-2" size="sm" variant="outline" onClick={() => setSecret(null)}>
            {copy.secret.dismiss}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
