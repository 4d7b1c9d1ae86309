import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  createUpgradeHandler,
  MAX_UPGRADE_URL_LENGTH,
  routeUpgrade,
  type CallTransportTaker,
} from './upgrade-router.ts';

describe('routeUpgrade', () => {
  it('routes a call transport below the mount, with its decoded id and token', () => {
    expect(routeUpgrade('/platform/call-1/transport?token=t%201', '/platform')).toEqual({
      kind: 'transport',
      callId: 'call-1',
      token: 't 1',
    });
    expect(routeUpgrade('/platform/c%2D1/transport/', '/platform')).toMatchObject({
      callId: 'c-1',
    });
    expect(routeUpgrade('/c1/transport', '')).toMatchObject({ kind: 'transport', callId: 'c1' });
  });

  it('leaves paths outside the mount to the host', () => {
    for (const target of ['/api/x', '/platformx/c1/transport', 'http://h/platform/c/transport']) {
      expect(routeUpgrade(target, '/platform')).toEqual({ kind: 'elsewhere' });
    }
  });

  it('refuses malformed escapes with 400 instead of throwing', () => {
    for (const id of ['%E0%A4%A', '%', '%zz', '%C0%AF', '%FF']) {
      expect(routeUpgrade(`/platform/${id}/transport`, '/platform')).toMatchObject({
        kind: 'refuse',
        status: 400,
      });
    }
  });

  it('refuses ids that are no call id, other paths, and oversize URLs', () => {
    const refusal = (target: string) => {
      const route = routeUpgrade(target, '/platform');
      return route.kind === 'refuse' ? route.status : route.kind;
    };
    expect(refusal('/platform/%2e%2e/transport')).toBe(404);
    expect(refusal('/platform/a%2Fb/transport')).toBe(404);
    expect(refusal('/platform/%00/transport')).toBe(404);
    expect(refusal('/platform/../transport')).toBe(404);
    expect(refusal('/platform')).toBe(404);
    expect(refusal('/platform/assistant')).toBe(404);
    expect(refusal(`/platform/c1/transport?token=${'a'.repeat(MAX_UPGRADE_URL_LENGTH)}`)).toBe(414);
    expect(refusal('//[/platform')).toBe('elsewhere');
  });
});

describe('createUpgradeHandler', () => {
  it('answers 500 on the socket when the session engine throws, instead of throwing', async () => {
    const sessions = {
      handleUpgrade: () => {
        throw new Error('boom');
      },
    } as unknown as CallTransportTaker;
    const handle = createUpgradeHandler(sessions, '/platform');
    const socket = new PassThrough();
    const written: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => written.push(chunk));
    const req = { url: '/platform/call-1/transport?token=t' } as IncomingMessage;
    expect(handle(req, socket, Buffer.alloc(0))).toBe(true);
    await new Promise((resolve) => socket.once('end', resolve));
    expect(Buffer.concat(written).toString()).toMatch(/^HTTP\/1\.1 500 Internal Server Error\r\n/);
  });
});
