// Where the interview assistant lives and whether the server may change it: the local
// platform's (with the private key the server holds) or the hosted platform's (with
// `VOICE_PRIVATE_KEY`). Without a key the interview is read-only and says what to set.
import { VoiceClient, type Call, type CreateWebCall, type WebCall } from '@vibe/voice-sdk';
import { PCM_SAMPLE_RATE } from '@vibe/voice-sdk/protocol';
import type { ServerConfig } from '../config.ts';

/** The part of the SDK's assistants the interview needs (tests give a fake of it). */
export type InterviewAssistants = Pick<VoiceClient['assistants'], 'retrieve' | 'update'>;

/** The part of the SDK's voice library the voice choice needs. */
export type InterviewVoiceLibrary = Pick<VoiceClient['voiceLibrary'], 'list'>;

/**
 * Speaks `text` in `voice`; answers the audio, or null when the platform has no synthesis.
 * Rejects with {@link SampleBusyError} when the voice is busy; `signal` withdraws the request.
 */
export type SpeechSampler = (
  text: string,
  voice: { provider: string; voiceId: string },
  signal?: AbortSignal,
) => Promise<{ audio: Uint8Array; contentType: string } | null>;

/**
 * A test call's body: the provider's web call, plus `metadata`, the marks its end-of-call report
 * must bring back. The provider's calls have no metadata of their own (its reports carry the
 * call's `assistantOverrides`, so the marks go in their metadata too); the local platform keeps
 * a call's own `metadata` and its reports carry that.
 */
export type TestCallBody = CreateWebCall & { metadata: Record<string, unknown> };

/**
 * Places a test call with the private key: a public key may not override the assistant, and
 * a test call runs a version the assistant does not (a draft). `pageOrigin` is the origin of the
 * dashboard page that asked, where the browser will join the call.
 */
export type TestCallPlacer = (body: TestCallBody, pageOrigin: string) => Promise<Call | WebCall>;

/**
 * The hosted platform's own WebSocket transport for test calls: raw 16 kHz PCM and JSON frames
 * over one socket to the platform's API host. The dashboard joins it under its own policy (a
 * connection to that host, nothing more); a web call's room would need the call provider's
 * scripts, `blob:` workers and the microphone, which the dashboard never allows.
 */
export const TEST_CALL_TRANSPORT = {
  provider: 'vapi.websocket',
  audioFormat: { format: 'pcm_s16le', container: 'raw', sampleRate: PCM_SAMPLE_RATE },
} as const;

/** The voice is busy (live calls come first, or samples already wait): try again later. */
export class SampleBusyError extends Error {
  override name = 'SampleBusyError';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** How long a sample may take end to end (the platform's own wait is shorter), in ms. */
const SAMPLE_TIMEOUT_MS = 15_000;

/** What a busy refusal asks for when the platform names no `Retry-After`, in seconds. */
const SAMPLE_RETRY_AFTER_SECONDS = 5;

/** A `Retry-After` in seconds, if the header holds one. */
const retryAfterOf = (res: Response) => {
  const seconds = Number(res.headers.get('retry-after'));
  return Number.isInteger(seconds) && seconds > 0 ? seconds : SAMPLE_RETRY_AFTER_SECONDS;
};

export type InterviewPlatform =
  | {
      editable: true;
      assistants: InterviewAssistants;
      assistantId: string;
      /** The platform's voices; absent: the screen offers the current voice only. */
      voiceLibrary?: InterviewVoiceLibrary;
      /**
       * The provider whose voices the assistant takes, as the platform names it: the hosted
       * platform's own (`vapi`), or the local synthesizer's (`local`).
       */
      voiceProvider: string;
      /** Speaks a sample; absent while the platform's API offers no speech synthesis. */
      speak?: SpeechSampler;
      /** Places a test call on a version; absent: this platform places none. */
      placeTestCall?: TestCallPlacer;
    }
  | { editable: false; reason: string };

/** Why the hosted interview is read-only without a private key: exactly what to set. */
export const NO_INTERVIEW_KEY_REASON =
  'Set VOICE_PRIVATE_KEY to the voice platform’s private API key (and restart the server) so the dashboard can change the interview assistant named by VOICE_ASSISTANT_ID.';

/** Why the interview is read-only with no platform configured at all. */
export const NO_PLATFORM_REASON =
  'No voice platform is configured: set VOICE_PUBLIC_KEY, VOICE_ASSISTANT_ID and VOICE_PRIVATE_KEY for the hosted platform, or run without them to use the local platform.';

const SAVE_TIMEOUT_MS = 20_000;

/** The hosted platform's assistant (`VOICE_ASSISTANT_ID`), changed with `VOICE_PRIVATE_KEY`. */
export function hostedInterviewPlatform(
  voice: ServerConfig['voice'],
  options: { fetch?: typeof fetch } = {},
): InterviewPlatform {
  if (!voice.assistantId || !voice.publicKey)
    return { editable: false, reason: NO_PLATFORM_REASON };
  if (!voice.privateKey) return { editable: false, reason: NO_INTERVIEW_KEY_REASON };
  const client = new VoiceClient({
    apiKey: voice.privateKey,
    baseURL: voice.apiUrl,
    timeout: SAVE_TIMEOUT_MS,
    maxRetries: 0,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return {
    editable: true,
    assistants: client.assistants,
    voiceLibrary: client.voiceLibrary,
    voiceProvider: 'vapi',
    assistantId: voice.assistantId,
    // Never retried (maxRetries 0): a retry after a timeout could place a second call. The
    // provider's call takes no metadata of its own: the marks ride in the overrides'. One call
    // (no `customers`), so the answer is a call, never a batch.
    placeTestCall: async ({ metadata: _own, ...body }) =>
      (await client.calls.create({ ...body, transport: { ...TEST_CALL_TRANSPORT } })) as Call,
  };
}

/**
 * Samples through the local platform's `POST /voice/sample` (its extension of the platform's
 * API: the local synthesizer speaks `text` in `voice`, answering a WAV file), with its private
 * key. The platform's busy answers (503, 429), running out of time and the caller's abort are
 * {@link SampleBusyError}; any other refusal or failure is an error.
 */
export function localSpeechSampler(platform: {
  baseUrl: string;
  privateKey: string;
  fetch?: typeof fetch;
  /** Gives up after this long, in milliseconds (default 15 000). */
  timeoutMs?: number;
}): SpeechSampler {
  const send = platform.fetch ?? globalThis.fetch;
  const timeoutMs = platform.timeoutMs ?? SAMPLE_TIMEOUT_MS;
  return async (text, voice, signal) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    // The platform withdraws the job when this request goes away, so an abandoned sample
    // never keeps the voice busy. `timeout` is read again below: on Node 20, AbortSignal.any
    // holds its sources weakly, and a timeout nothing else holds is collected with its timer.
    const withdrawn = signal ? AbortSignal.any([signal, timeout]) : timeout;
    try {
      const res = await send(`${platform.baseUrl}/voice/sample`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${platform.privateKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ text, voice }),
        signal: withdrawn,
      });
      if (res.status === 503 || res.status === 429) {
        await res.body?.cancel();
        throw new SampleBusyError(
          'The voice is busy with live calls and other samples.',
          retryAfterOf(res),
        );
      }
      if (!res.ok) {
        throw new Error(`The local platform answered ${res.status} to a voice sample.`);
      }
      return {
        audio: new Uint8Array(await res.arrayBuffer()),
        contentType: res.headers.get('content-type') ?? 'audio/wav',
      };
    } catch (error) {
      const gaveUp = withdrawn.aborted || timeout.aborted;
      if (!gaveUp || error instanceof SampleBusyError) throw error;
      throw new SampleBusyError(
        'The voice did not get to this sample in time: live calls come first.',
        SAMPLE_RETRY_AFTER_SECONDS,
      );
    }
  };
}

/**
 * `call` with its session URLs under `pageOrigin`: the local platform names them under the
 * address the server asked it on (its loopback), but the browser joins them from the dashboard's
 * page, whose origin serves the same platform (at the same path) as this server does.
 */
export function joinedFromPage(call: WebCall, pageOrigin: string): WebCall {
  const page = new URL(pageOrigin);
  const moved = (url: string | undefined) => {
    if (!url || !/^wss?:\/\//i.test(url)) return url;
    const { pathname, search } = new URL(url);
    const scheme = page.protocol === 'https:' ? 'wss:' : 'ws:';
    return `${scheme}//${page.host}${pathname}${search}`;
  };
  const transport = call.transport
    ? { ...call.transport, websocketCallUrl: moved(call.transport.websocketCallUrl) }
    : call.transport;
  return { ...call, webCallUrl: moved(call.webCallUrl), transport } as WebCall;
}

/**
 * The local platform's seeded assistant, through its REST API with its private key; samples
 * through its `POST /voice/sample` unless `speak` is given.
 */
export function localInterviewPlatform(platform: {
  baseUrl: string;
  privateKey: string;
  assistantId: string;
  speak?: SpeechSampler;
}): InterviewPlatform {
  const client = new VoiceClient({
    apiKey: platform.privateKey,
    baseURL: platform.baseUrl,
    timeout: SAVE_TIMEOUT_MS,
    maxRetries: 0,
  });
  return {
    editable: true,
    assistants: client.assistants,
    voiceLibrary: client.voiceLibrary,
    voiceProvider: 'local',
    assistantId: platform.assistantId,
    speak: platform.speak ?? localSpeechSampler(platform),
    placeTestCall: async (body, pageOrigin) =>
      joinedFromPage(await client.calls.createWeb(body as CreateWebCall), pageOrigin),
  };
}
