import { describe, expect, it } from 'vitest';
import { createReportSender } from './report-sender.ts';

/** A fetch that records what it was asked and answers 200. */
function recordingFetch() {
  const seen: { url: string; headers: Record<string, string>; redirect?: string }[] = [];
  const fetch = (async (input: URL | string, init?: RequestInit) => {
    seen.push({
      url: String(input),
      headers: init?.headers as Record<string, string>,
      ...(init?.redirect ? { redirect: init.redirect } : {}),
    });
    return new Response('ok');
  }) as typeof globalThis.fetch;
  return { fetch, seen };
}

describe('createReportSender', () => {
  const own = recordingFetch();
  const outbound = recordingFetch();
  const reports = createReportSender({
    webhookUrl: 'http://127.0.0.1:8080/api/webhooks/voice',
    webhookSecret: 'product-secret',
    fetch: own.fetch,
    outboundFetch: outbound.fetch,
  });

  it('sends the product’s secret to the product’s own webhook, through the plain fetch', async () => {
    const result = await reports.send(
      // The same URL spelled differently, with a forged secret header of the stored config.
      {
        url: 'HTTP://127.0.0.1:8080/api/webhooks/voice',
        headers: { 'X-Vapi-Secret': 'forged' },
      },
      {},
    );
    expect(result).toEqual({ delivered: true, status: 200 });
    expect(own.seen.at(-1)).toMatchObject({
      headers: { 'x-vapi-secret': 'product-secret' },
      redirect: 'manual',
    });
  });

  it('sends any other URL its own headers only, through the outbound (guarded) fetch', async () => {
    await reports.send(
      { url: 'https://hooks.example/x', headers: { authorization: 'Bearer own' } },
      {},
    );
    await reports.send({ url: 'http://127.0.0.1:8080/api/webhooks/voice/other' }, {});
    expect(outbound.seen).toHaveLength(2);
    for (const request of outbound.seen) {
      expect(JSON.stringify(request.headers)).not.toContain('product-secret');
      expect(request.redirect).toBe('manual');
    }
    expect(outbound.seen[0]!.headers.authorization).toBe('Bearer own');
  });
});
