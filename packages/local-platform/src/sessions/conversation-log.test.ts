import { describe, expect, it } from 'vitest';
import {
  ConversationLog,
  MAX_CONVERSATION_CHARS,
  MAX_CONVERSATION_MESSAGES,
} from './conversation-log.ts';

// A visitor can type into a live call as often as the socket lets them; what the call keeps
// (and reports, and sends back in every conversation-update) must stay bounded.

describe('the conversation log of a call', () => {
  it('keeps at most its number of messages, whatever is typed', () => {
    const log = new ConversationLog(0, '');
    let kept = 0;
    for (let i = 0; i < MAX_CONVERSATION_MESSAGES + 50; i++) {
      if (log.add(i % 2 ? 'bot' : 'user', `line ${i}`, i, i)) kept++;
    }
    expect(kept).toBe(MAX_CONVERSATION_MESSAGES);
    expect(log.messages()).toHaveLength(MAX_CONVERSATION_MESSAGES);
    expect(log.hasRoomFor('one more')).toBe(false);
  });

  it('keeps at most its number of characters', () => {
    const log = new ConversationLog(0, '');
    const line = 'x'.repeat(10_000);
    while (log.add('user', line, 0, 0));
    const total = log.messages().reduce((sum, m) => sum + m.message.length, 0);
    expect(total).toBeLessThanOrEqual(MAX_CONVERSATION_CHARS);
    expect(total).toBeGreaterThan(MAX_CONVERSATION_CHARS - line.length);
    expect(log.transcript().length).toBeLessThan(
      MAX_CONVERSATION_CHARS + 20 * log.messages().length,
    );
  });

  it('replaces a turn’s text in place once its words land late, keeping its times', () => {
    const log = new ConversationLog(1_000, '');
    log.add('bot', 'What do you build?', 1_000, 2_000);
    log.add('user', '(transcribing…)', 2_500, 4_000);
    log.add('bot', 'Why join us?', 5_000, 6_000);
    expect(log.size).toBe(3);
    expect(log.revise(1, ' Tools for teachers. ')).toBe(true);
    expect(log.messages()[1]).toMatchObject({
      role: 'user',
      message: 'Tools for teachers.',
      time: 2_500,
      endTime: 4_000,
    });
    expect(log.transcript()).toBe(
      'AI: What do you build?\nUser: Tools for teachers.\nAI: Why join us?',
    );
    expect(log.revise(7, 'nothing there')).toBe(false);
    expect(log.revise(1, '  ')).toBe(false);
  });
});
