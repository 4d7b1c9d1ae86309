import { describe, expect, it } from 'vitest';
import { bodyOf, formatOf } from './payload.ts';

describe('webhook bodies', () => {
  const at = new Date('2026-01-01T00:00:00Z');
  const message = {
    type: 'interview.partial',
    email: 'ada@example.com',
    interviewId: 'i1',
  } as const;

  it('knows Discord and Slack incoming-webhook URLs', () => {
    expect(formatOf('https://discord.com/api/webhooks/1/abc')).toBe('discord');
    expect(formatOf('https://hooks.slack.com/services/T/B/x')).toBe('slack');
    expect(formatOf('https://discord.com/channels/1')).toBe('standard');
    expect(formatOf('https://example.com/api/webhooks/1')).toBe('standard');
  });

  it('holds the e-mail, the interview and its status, nothing more', () => {
    expect(JSON.parse(bodyOf(message, 'standard', at))).toEqual({
      type: 'interview.partial',
      timestamp: '2026-01-01T00:00:00.000Z',
      data: { email: 'ada@example.com', interviewId: 'i1', status: 'partial' },
    });
  });

  it('gives Discord `content` (mentioning nobody) and Slack `text`', () => {
    expect(JSON.parse(bodyOf(message, 'discord', at))).toEqual({
      content: 'Interview ended part-way by ada@example.com (interview i1).',
      allowed_mentions: { parse: [] },
    });
    expect(JSON.parse(bodyOf({ type: 'person.erased', email: 'a@b.co' }, 'slack', at))).toEqual({
      text: 'a@b.co was erased.',
    });
  });
});
