import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

describe('createLogger', () => {
  it('writes messages at or above its level, one line each with their fields', () => {
    const lines: string[] = [];
    const logger = createLogger('warn', (line) => lines.push(line));
    logger.info('hidden');
    logger.warn('database unavailable', { path: '/api/onboarding' });
    logger.error('boom');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/ warn database unavailable \{"path":"\/api\/onboarding"\}$/);
    expect(lines[1]).toMatch(/ error boom$/);
  });

  it('writes nothing when silent', () => {
    const lines: string[] = [];
    const logger = createLogger('silent', (line) => lines.push(line));
    logger.error('boom');
    expect(lines).toEqual([]);
  });
});
