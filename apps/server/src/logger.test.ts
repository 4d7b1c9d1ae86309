import { describe, expect, it } from 'vitest';
import { createLogger, withFields } from './logger.ts';

/** A logger at `level` and the lines it wrote, parsed. */
function capture(level: Parameters<typeof createLogger>[0]) {
  const lines: string[] = [];
  const logger = createLogger(level, (line) => lines.push(line));
  return { logger, lines, parsed: () => lines.map((line) => JSON.parse(line)) };
}

describe('createLogger', () => {
  it('writes messages at or above its level, one JSON line each with their fields', () => {
    const { logger, lines, parsed } = capture('warn');
    logger.info('hidden');
    logger.warn('database unavailable', { path: '/api/onboarding' });
    logger.error('boom');
    expect(lines).toHaveLength(2);
    expect(parsed()).toEqual([
      {
        level: 'warn',
        time: expect.any(String),
        msg: 'database unavailable',
        path: '/api/onboarding',
      },
      { level: 'error', time: expect.any(String), msg: 'boom' },
    ]);
    expect(new Date(parsed()[0].time).toISOString()).toBe(parsed()[0].time);
  });

  it('writes nothing when silent', () => {
    const { logger, lines } = capture('silent');
    logger.error('boom');
    expect(lines).toEqual([]);
  });

  it('redacts secrets passed by mistake, at the top and nested, and keeps the rest', () => {
    const { logger, lines, parsed } = capture('info');
    logger.info('request', {
      password: 'hunter2-password',
      privateKey: 'sk-private-1234',
      headers: {
        authorization: 'Bearer tok-abc',
        cookie: 'session=c00kie',
        'x-vapi-secret': 'whs',
      },
      request: { body: { token: 'tkn-555', apiKey: 'api-777', email: 'ada@example.com' } },
      config: { webhookSecret: 'hook-999', databaseUrl: 'postgres://u:pw@db/x' },
    });
    const text = lines.join('\n');
    for (const secret of [
      'hunter2-password',
      'sk-private-1234',
      'tok-abc',
      'c00kie',
      'whs"',
      'tkn-555',
      'api-777',
      'hook-999',
      'u:pw',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(parsed()[0]).toMatchObject({
      password: '[redacted]',
      headers: { authorization: '[redacted]', 'x-vapi-secret': '[redacted]' },
      request: { body: { token: '[redacted]', email: 'ada@example.com' } },
    });
  });

  it('adds fixed fields to every line of a logger made with them, a line’s own winning', () => {
    const { logger, parsed } = capture('info');
    const scoped = withFields(logger, { requestId: 'req-1' });
    scoped.info('inside');
    scoped.warn('with its own', { requestId: 'own', callId: 'c-1' });
    logger.info('outside');
    expect(parsed().map((line) => [line.msg, line.requestId, line.callId])).toEqual([
      ['inside', 'req-1', undefined],
      ['with its own', 'own', 'c-1'],
      ['outside', undefined, undefined],
    ]);
  });
});
