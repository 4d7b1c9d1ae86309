// The options of the local platform (createLocalPlatform in platform.ts), apart from the code
// that builds it: what an embedding server or a test may set, each with its default.
import type { Context } from 'hono';
import type { PlatformDatabase } from './db/database.ts';
import type { CallTimings, PlatformLogger } from './deps.ts';
import type { PlatformRateLimits } from './http/rate-limit.ts';
import type { KeyRestrictions } from './http/env.ts';
import type { RecordingOptions } from './recordings/recording-service.ts';
import type { CallSessionOptions } from './sessions/types.ts';
import type { SpeechToTextOptions } from './voice/openai-transcriber.ts';
import type { LocalRecognizerOptions } from './voice/speech/create-local-recognizer.ts';

/** Options of `createLocalPlatform` (platform.ts). */
export interface LocalPlatformOptions {
  /** The product's drizzle database (PGlite or node-postgres); the platform migrates its tables. */
  db: PlatformDatabase;
  /**
   * Where clients reach the platform, including its mount path, e.g.
   * `http://localhost:8080/platform`. Web-call URLs are built from it (http → ws).
   */
  publicBaseUrl: string;
  /**
   * Where the client of one request reaches the platform (mount path included), when that
   * differs per request (a page behind a trusted proxy under its forwarded origin); web-call
   * URLs made for that request follow it. Default: `publicBaseUrl`.
   */
  publicBaseUrlFor?: (request: Request) => string;
  /**
   * The product's webhook route, set as the seeded assistant's `server.url`: the one URL
   * `webhookSecret` is sent to, and one the address guard lets through even on loopback.
   */
  webhookUrl?: string;
  /**
   * Sent as `x-vapi-secret` with the end-of-call reports posted to `webhookUrl`, and with no
   * report to any other URL (an assistant's own `server.headers` go to its own `server.url`).
   */
  webhookSecret?: string;
  /**
   * Lets reports reach URLs at non-public addresses (loopback, private networks, link-local
   * and cloud metadata addresses…) other than `webhookUrl`. Default false: the platform
   * resolves every other server URL itself, refuses the request when any address is not
   * public, connects to the address it checked, and follows no redirect.
   */
  allowPrivateWebhooks?: boolean;
  /**
   * What the platform's own public key (`keys.publicKey`) may start with web calls and web
   * chats, in the shape of a token's `restrictions`. Default: `{ allowedAssistantIds:
   * [<the seeded interview assistant>], allowTransientAssistant: false }` — that assistant
   * only: no other assistant, no inline (transient) assistant, squad or workflow. Whatever the
   * restrictions, a public key never sets server URLs, headers, tools or credentials (400).
   * Keys made with `POST /token` follow their own `restrictions`.
   *
   * @example
   * // Also let the page start a second assistant:
   * publicKeyRestrictions: (seeded) => ({ allowedAssistantIds: [seeded, otherId], allowTransientAssistant: false })
   */
  publicKeyRestrictions?: KeyRestrictions | ((seededAssistantId: string) => KeyRestrictions);
  /** Keys to use; missing ones are generated once and kept in the database. */
  keys?: { privateKey?: string; publicKey?: string };
  /** Injectable clock (default: `new Date()`). */
  clock?: () => Date;
  /** Injectable id generator (default: random UUIDs). */
  ids?: () => string;
  /** Where the platform reports problems (default: console warnings and errors only). */
  log?: PlatformLogger;
  /** Timings of simulated phone calls (defaults: ringing 1 s, in progress 2 s, ended 5 s). */
  callTimings?: Partial<CallTimings>;
  /** Passed to the call-session engine (synthesizer, recognizer, tuning, fetch…). */
  sessions?: Omit<
    CallSessionOptions,
    | 'store'
    | 'webhookSecret'
    | 'webhookUrl'
    | 'allowPrivateWebhooks'
    | 'reports'
    | 'clock'
    | 'recordings'
  >;
  /**
   * Transcribes visitors' spoken turns through an OpenAI-compatible `/audio/transcriptions`
   * endpoint (hosted, or a self-hosted Whisper server). Without it (and without
   * `sessions.recognizer`), a spoken turn reads "(spoken answer, N s — no speech recognizer
   * configured; the recording holds it)".
   */
  speechToText?: SpeechToTextOptions;
  /**
   * The built-in offline speech recogniser (Moonshine tiny English, in worker threads; its model
   * is loaded on the first spoken turn, not at start): `true`, or its options (threads, queue
   * limit). Used when neither `sessions.recognizer` nor `speechToText` is given. Default off
   * here, so an embedded platform (tests, tools) loads no model unless asked; the product's
   * server and `npm run platform` turn it on unless `SPEECH_TO_TEXT=off`.
   */
  builtInSpeechRecognizer?: boolean | LocalRecognizerOptions;
  /** Call recordings: URL-signing key, encoder threads, backlog limit (all optional). */
  recordings?: RecordingOptions;
  /**
   * Which page origins browsers may call the API from (CORS). Default: every origin, as the
   * provider answers public-key calls; a product mounting the platform limits it to its pages.
   */
  allowOrigin?: (origin: string, request: Request) => boolean;
  /** Requests per minute per client address and per key (false: no limit). */
  rateLimits?: Partial<PlatformRateLimits> | false;
  /** The client address of a request (default: the socket's peer). */
  clientAddress?: (c: Context) => string;
}
