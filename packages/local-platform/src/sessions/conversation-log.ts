import type { ArtifactMessage, OpenAIFormattedMessage } from './types.ts';

/**
 * The conversation as it happened, in the shapes the platform reports: artifact messages with
 * times, the OpenAI-formatted history, and the plain-text transcript.
 */
export class ConversationLog {
  readonly #startedAtMs: number;
  readonly #systemPrompt: string;
  readonly #messages: ArtifactMessage[] = [];

  constructor(startedAtMs: number, systemPrompt: string) {
    this.#startedAtMs = startedAtMs;
    this.#systemPrompt = systemPrompt;
  }

  /** Records one turn; times are epoch milliseconds. Empty text is not recorded. */
  add(role: 'bot' | 'user', message: string, startMs: number, endMs: number): boolean {
    const text = message.trim();
    if (!text) return false;
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
