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
});
