import type { ArtifactMessage, OpenAIFormattedMessage } from './types.ts';

// A visitor may type into a call as fast as the socket carries it; everything recorded here is
// sent back whole in each conversation-update and kept in the call's report, so it is bounded.

/** Most turns one call records. */
export const MAX_CONVERSATION_MESSAGES = 500;
/** Most characters of turn text one call records. */
export const MAX_CONVERSATION_CHARS = 200_000;

/**
 * The conversation as it happened, in the shapes the platform reports: artifact messages with
 * times, the OpenAI-formatted history, and the plain-text transcript.
 */
export class ConversationLog {
  readonly #startedAtMs: number;
  readonly #systemPrompt: string;
  readonly #messages: ArtifactMessage[] = [];
  #chars = 0;

  constructor(startedAtMs: number, systemPrompt: string) {
    this.#startedAtMs = startedAtMs;
    this.#systemPrompt = systemPrompt;
  }

  /** Whether one more turn of `message` fits under the call's limits. */
  hasRoomFor(message: string): boolean {
    return (
      this.#messages.length < MAX_CONVERSATION_MESSAGES &&
      this.#chars + message.trim().length <= MAX_CONVERSATION_CHARS
    );
  }

  /**
   * Records one turn; times are epoch milliseconds. Empty text is not recorded, nor a turn past
   * the limits ({@link hasRoomFor}).
   */
  add(role: 'bot' | 'user', message: string, startMs: number, endMs: number): boolean {
    const text = message.trim();
    if (!text || !this.hasRoomFor(text)) return false;
    this.#chars += text.length;
    const time = Math.round(Math.max(startMs, this.#startedAtMs));
    const endTime = Math.round(Math.max(endMs, time));
    this.#messages.push({
      role,
      message: text,
      time,
      endTime,
      secondsFromStart: Math.round((time - this.#startedAtMs) / 10) / 100,
      duration: endTime - time,
    });
    return true;
  }

  /** How many turns are recorded. */
  get size(): number {
    return this.#messages.length;
  }

  /**
   * Replaces the text of the turn at `index` (one whose words landed after it was recorded),
   * keeping its times. False when there is no such turn or the text is empty.
   */
  revise(index: number, message: string): boolean {
    const entry = this.#messages[index];
    const text = message.trim();
    if (!entry || !text) return false;
    this.#chars += text.length - entry.message.length;
    entry.message = text;
    return true;
  }

  messages(): ArtifactMessage[] {
    return this.#messages.map((message) => ({ ...message }));
  }

  messagesOpenAIFormatted(): OpenAIFormattedMessage[] {
    const history: OpenAIFormattedMessage[] = this.#systemPrompt
      ? [{ role: 'system', content: this.#systemPrompt }]
      : [];
    for (const { role, message } of this.#messages) {
      history.push({ role: role === 'bot' ? 'assistant' : 'user', content: message });
    }
    return history;
  }

  /** `"AI: …\nUser: …"`, one line per turn. */
  transcript(): string {
    return this.#messages
      .map(({ role, message }) => `${role === 'bot' ? 'AI' : 'User'}: ${message}`)
      .join('\n');
  }
}
