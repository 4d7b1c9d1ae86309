// Local mode: with no hosted platform configured, the server carries the local platform at
// `/platform` on its own database, so the landing page's interview runs offline end to end.
import { randomBytes } from 'node:crypto';
import { localCallEraser } from './admin/platform-calls.ts';
import { localInterviewPlatform } from './interview-versions/interview-platform.ts';
import type { ServerConfig } from './config.ts';
import { clientAddress } from './lib/client-address.ts';
import { isPageOrigin, listeningOrigins, pageOrigin, type OriginPolicy } from './lib/origins.ts';
import type { Logger } from './logger.ts';
import type { ExtensionContext, ServerExtension } from './server.ts';

/** Where the local platform is mounted. */
export const LOCAL_PLATFORM_PATH = '/platform';

/**
 * Loads the emulator. Local mode starts here and only here, by this dynamic import, so a server
 * in hosted mode never loads it (eslint.arrows.js forbids any other import of it in the server's
 * code; hosted-mode.no-emulator.test.ts checks the module graph).
 */
const loadLocalPlatform = () => import('@vibe/local-platform');

/** The platform's options, named through the loader: even a type import would be a static one. */
type LocalPlatformOptions = Parameters<
  Awaited<ReturnType<typeof loadLocalPlatform>>['createLocalPlatform']
>[0];

/** What local mode prints at start. */
export interface LocalModeInfo {
  /** The platform's base URL (`<server>/platform`). */
  platformUrl: string;
  privateKey: string;
  publicKey: string;
  /** The seeded interview assistant. */
  assistantId: string;
  /** The webhook route the assistant reports to (over loopback). */
  webhookUrl: string;
  /** True when `WEBHOOK_SECRET` was unset and a secret was made for this process. */
  generatedWebhookSecret: boolean;
}

/** Options of {@link localPlatformExtension}. */
export interface LocalModeOptions {
  logger: Logger;
  /** Told what was set up, once the platform is ready. */
  onReady?: (info: LocalModeInfo) => void;
  /** Passed on to the platform (tests: timings, session tuning). */
  platform?: Pick<LocalPlatformOptions, 'callTimings' | 'sessions' | 'clock'>;
}

/** True when `VOICE_PUBLIC_KEY` and `VOICE_ASSISTANT_ID` select the hosted platform. */
export function usesHostedPlatform(config: ServerConfig): boolean {
  return Boolean(config.voice.publicKey && config.voice.assistantId);
}

/**
 * Builds the local platform for `startServer({ extend })`: mounted at `/platform` with its
 * WebSocket call sessions, keys from `LOCAL_PLATFORM_*` (or kept in the database), the seeded
 * interview assistant reporting to this server's `/api/webhooks/voice`, and a webhook secret
 * both sides share (`WEBHOOK_SECRET`, or one made for this process). `GET /api/voice-config`
 * answers the public key, the assistant and the platform under the page's origin: `PUBLIC_URL`,
 * a trusted proxy's forwarded origin, or the listening address the page used — never a bare
 * Host. The platform's CORS answers those origins and `LOCAL_PLATFORM_CORS_ORIGINS` only.
 */
export function localPlatformExtension(options: LocalModeOptions) {
  return async ({
    database,
    config,
    url,
    loopbackUrl,
    metrics,
  }: ExtensionContext): Promise<ServerExtension> => {
    const webhookSecret = config.webhookSecret ?? randomBytes(32).toString('base64url');
    const platformUrl = `${url}${LOCAL_PLATFORM_PATH}`;
    const origins: OriginPolicy = {
      publicOrigin: config.publicUrl && new URL(config.publicUrl).origin,
      trustProxy: config.trustProxy,
      listening: listeningOrigins(config.host, Number(new URL(loopbackUrl).port)),
    };
    const corsOrigins = new Set(config.localPlatformCorsOrigins);
    const webhookUrl = `${loopbackUrl}/api/webhooks/voice`;
    const { logger } = options;
    // The calls live now, and each call's start latency, for the server's metrics.
    const liveCalls = new Set<string>();
    const observer = {
      callOpened: (callId: string) => void liveCalls.add(callId),
      // Live until it ends; its recording and report may take a while longer.
      callEnded: (callId: string) => void liveCalls.delete(callId),
      callFinished: (callId: string) => void liveCalls.delete(callId),
      firstAudio: (_callId: string, latencyMs: number) => metrics.callStarted(latencyMs / 1000),
    };
    const { createLocalPlatform } = await loadLocalPlatform();
    const platform = await createLocalPlatform({
      ...options.platform,
      sessions: { ...options.platform?.sessions, observer },
      db: database.db,
      publicBaseUrl: platformUrl,
      // A page behind a trusted proxy joins its call under the origin it was opened on.
      publicBaseUrlFor: (request) => `${pageOrigin(request, origins)}${LOCAL_PLATFORM_PATH}`,
      webhookUrl,
      webhookSecret,
      // Reports go to other server URLs only at public addresses, unless the operator allows
      // private ones (the product's own webhook above is always allowed).
      allowPrivateWebhooks: config.allowPrivateWebhooks,
      // Its per-address limits see visitors' addresses behind a trusted proxy, like the API's.
      clientAddress: (c) => clientAddress(c, config.trustProxy),
      allowOrigin: (origin, request) =>
        corsOrigins.has(origin) || isPageOrigin(origin, request, origins),
      keys: {
        ...(config.localPlatformKeys.privateKey
          ? { privateKey: config.localPlatformKeys.privateKey }
          : {}),
        ...(config.localPlatformKeys.publicKey
          ? { publicKey: config.localPlatformKeys.publicKey }
          : {}),
      },
      ...(config.speechToText
        ? {
            speechToText: {
              url: config.speechToText.url,
              ...(config.speechToText.model ? { model: config.speechToText.model } : {}),
              ...(config.speechToText.apiKey ? { apiKey: config.speechToText.apiKey } : {}),
            },
          }
        : {}),
      // Without an endpoint, the built-in recogniser (unless SPEECH_TO_TEXT=off).
      builtInSpeechRecognizer: config.builtInSpeechToText,
      log: {
        info: (message, fields) => logger.debug(`local platform: ${message}`, fields),
        warn: (message, fields) => logger.warn(`local platform: ${message}`, fields),
        error: (message, fields) => logger.error(`local platform: ${message}`, fields),
      },
    });
    metrics.readGauges({
      liveCalls: () => liveCalls.size,
      speechQueueDepth: () => platform.speechQueueDepth(),
    });
    options.onReady?.({
      platformUrl,
      ...platform.keys,
      assistantId: platform.assistantId,
      webhookUrl,
      generatedWebhookSecret: config.webhookSecret === undefined,
    });
    const webCallOrigin = new URL(platformUrl).origin.replace(/^http/, 'ws');
    return {
      app: {
        mount: (app) => void app.route(LOCAL_PLATFORM_PATH, platform.app),
        voiceConfig: async (request) => ({
          publicKey: platform.keys.publicKey,
          assistantId: platform.assistantId,
          apiBaseUrl: `${pageOrigin(request, origins)}${LOCAL_PLATFORM_PATH}`,
        }),
        webhookSecret,
        // The dashboard plays the calls' recordings, freshly signed.
        recordings: platform.recordings,
        // Its reports name its own signed recording URLs; the webhook keeps those.
        ownRecordingUrlPrefix: `${platformUrl}/recording/`,
        // Erasing a person erases their calls on the platform: record, recordings and logs.
        platformCalls: localCallEraser(platform),
        // The Interview screen changes the seeded assistant through the platform's own API, and
        // plays voice samples through its `POST /voice/sample`.
        interviewPlatform: localInterviewPlatform({
          baseUrl: `${loopbackUrl}${LOCAL_PLATFORM_PATH}`,
          privateKey: platform.keys.privateKey,
          assistantId: platform.assistantId,
        }),
        // Web-call URLs name the server as `url` does; a page opened under another name of this
        // host (127.0.0.1 for localhost) must still be allowed to open them.
        connectSources: [webCallOrigin],
      },
      onUpgrade: (request, socket, head) => platform.handleUpgrade(request, socket, head),
      close: () => platform.close(),
    };
  };
}
