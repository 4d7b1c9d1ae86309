import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.ts';

function appTrusting(trustProxy: boolean) {
  return new Hono().get('/', (c) => c.text(clientAddress(c, trustProxy)));
}
const socket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
const forwarded = { 'x-forwarded-for': '1.1.1.1, 2.2.2.2' };

describe('clientAddress', () => {
  it('uses the socket peer and ignores X-Forwarded-For by default', async () => {
    const res = await appTrusting(false).request('/', { headers: forwarded }, socket('10.0.0.9'));
    expect(await res.text()).toBe('10.0.0.9');
  });

  it('uses the entry the trusted proxy appended when TRUST_PROXY is on', async () => {
    const res = await appTrusting(true).request('/', { headers: forwarded }, socket('10.0.0.9'));
    expect(await res.text()).toBe('2.2.2.2');
  });

  it('falls back to the socket when a trusted proxy sent no header', async () => {
    const res = await appTrusting(true).request('/', {}, socket('10.0.0.9'));
    expect(await res.text()).toBe('10.0.0.9');
  });

  it('answers "unknown" without a socket', async () => {
    expect(await (await appTrusting(false).request('/')).text()).toBe('unknown');
  });
});
