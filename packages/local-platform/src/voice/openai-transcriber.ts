import { PCM_SAMPLE_RATE } from '@vibe/voice-sdk/protocol';
import type { SpeechRecognizer } from './speech-recognizer.ts';
import { encodeWav } from './wav.ts';

/** Where visitor turns are transcribed: an OpenAI-compatible `/audio/transcriptions` endpoint. */
export interface SpeechToTextOptions {
  /**
   * The API's base URL, e.g. `https://api.openai.com/v1` or a self-hosted Whisper server's
   * `http://localhost:8000/v1`; `/audio/transcriptions` is appended unless already there.
   */
  url: string;
  /** The `model` form field (default `whisper-1`). */
  model?: string;
  /** Sent as `Authorization: Bearer …` when set; never logged. */
  apiKey?: string;
  /** The most one turn's transcription may take, its retry included (default 8000 ms). */
  timeoutMs?: number;
}

/** Test and embedding seams of {@link createOpenAITranscriber}. */
export interface TranscriberDeps {
  fetch?: typeof fetch;
}

export const DEFAULT_TRANSCRIPTION_MODEL = 'whisper-1';
export const DEFAULT_TRANSCRIPTION_TIMEOUT_MS = 8_000;
/** A retry is not worth starting with less time than this left. */
const MIN_RETRY_BUDGET_MS = 500;

/** A failed attempt, and whether trying again could help. */
class AttemptFailure extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/**
 * A {@link SpeechRecognizer} that posts each turn as a WAV file to an OpenAI-compatible
 * transcription endpoint (`multipart/form-data`: `file`, `model`, `response_format=json`) and
 * reads `{ text }` back. Hosted APIs and self-hosted Whisper servers (faster-whisper-server,
 * whisper.cpp's server, LocalAI…) all speak this shape.
 *
 * One turn gets `timeoutMs` in all: a quick failure (connection refused, 408, 409, 429, 5xx) is
 * tried once more within what is left; a timeout is not, since the visitor is waiting. A failure
 * rejects with one line that says what happened and where (the URL without credentials or
 * query, never the key), which the call session logs. Every request is sent as it comes, whatever
 * its `purpose`: the endpoint does its own queueing.
 *
 * @example
 * const recognizer = createOpenAITranscriber({ url: 'http://localhost:8000/v1', model: 'Systran/faster-whisper-small' });
 * await recognizer.transcribe(pcm16k); // "I build tools for teachers."
 */
export function createOpenAITranscriber(
  options: SpeechToTextOptions,
  deps: TranscriberDeps = {},
): SpeechRecognizer {
  const endpoint = transcriptionEndpoint(options.url);
  const shownEndpoint = withoutCredentials(endpoint);
  const model = options.model?.trim() || DEFAULT_TRANSCRIPTION_MODEL;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TRANSCRIPTION_TIMEOUT_MS;
  const doFetch = deps.fetch ?? globalThis.fetch;

  async function attempt(wav: Buffer, budgetMs: number): Promise<string | null> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), 'turn.wav');
    form.append('model', model);
    form.append('response_format', 'json');
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
    let response: Response;
    try {
      response = await doFetch(endpoint, {
        method: 'POST',
        headers,
        body: form,
        signal: AbortSignal.timeout(budgetMs),
      });
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new AttemptFailure(`no answer within ${budgetMs} ms`, false);
      }
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new AttemptFailure(
        `could not connect (${cause?.code ?? cause?.message ?? String(error)})`,
        true,
      );
    }
    if (!response.ok) {
      await response.arrayBuffer().catch(() => undefined);
      const status = response.status;
      const retryable = status === 408 || status === 409 || status === 429 || status >= 500;
      throw new AttemptFailure(`HTTP ${status}`, retryable);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new AttemptFailure('an answer that is not JSON', false);
    }
    const text = (body as { text?: unknown } | null)?.text;
    if (typeof text !== 'string') throw new AttemptFailure('an answer without `text`', false);
    return text.trim() || null;
  }

  return {
    async transcribe(pcm16k) {
      const wav = encodeWav(pcm16k, PCM_SAMPLE_RATE);
      const deadline = performance.now() + timeoutMs;
      const seconds = (pcm16k.length / PCM_SAMPLE_RATE).toFixed(1);
      const failures: string[] = [];
      for (let attempts = 1; attempts <= 2; attempts++) {
        const budget = Math.round(deadline - performance.now());
        try {
          return await attempt(wav, Math.max(1, budget));
        } catch (error) {
          if (!(error instanceof AttemptFailure)) throw error;
          failures.push(error.message);
          const left = deadline - performance.now();
          if (!error.retryable || left < MIN_RETRY_BUDGET_MS) break;
        }
      }
      throw new Error(
        `speech-to-text at ${shownEndpoint} failed for a ${seconds} s turn: ${failures.join(', then ')}`,
      );
    },
  };
}

/**
 * `{base}/audio/transcriptions`, unless the URL already names the endpoint (a query, which some
 * gateways use for keys, is kept). Throws for a URL that is not one.
 */
export function transcriptionEndpoint(url: string): string {
  const parsed = new URL(url.trim());
  const path = parsed.pathname.replace(/\/+$/, '');
  parsed.pathname = path.endsWith('/audio/transcriptions') ? path : `${path}/audio/transcriptions`;
  return parsed.href;
}

/** The URL as it may be logged: no user, password or query (either may carry a key). */
function withoutCredentials(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return '(an unparsable URL)';
  }
}
