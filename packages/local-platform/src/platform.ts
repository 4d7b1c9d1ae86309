import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { createCallStore } from './calls/call-store.ts';
import { callIdsByMetadata } from './calls/calls-by-metadata.ts';
import { eraseCall } from './calls/erase-call.ts';
import { migrate } from './db/migrate.ts';
import type { PlatformDeps, PlatformLogger } from './deps.ts';
import { requireKey } from './http/auth.ts';
import { bodyCapFor } from './http/body.ts';
import type { PlatformEnv } from './http/env.ts';
import { errorBody, PlatformError } from './http/errors.ts';
import { createUpgradeHandler } from './http/upgrade-router.ts';
import { DEFAULT_RATE_LIMITS, rateLimit, socketAddress } from './http/rate-limit.ts';
import { recordRequests } from './http/request-log.ts';
import { createOutboundFetch } from './outbound/outbound-fetch.ts';
import { createReportSender } from './outbound/report-sender.ts';
import { createRecordingService, type PlatformRecordings } from './recordings/recording-service.ts';
import { analyticsRoutes } from './routes/analytics.ts';
import { assistantRoutes } from './routes/assistants.ts';
import { callRoutes } from './routes/calls.ts';
import { campaignRoutes } from './routes/campaigns.ts';
import { chatRoutes } from './routes/chats.ts';
import { credentialRoutes } from './routes/credentials.ts';
import { fileRoutes, maxFileBytes } from './routes/files.ts';
import { knowledgeBaseRoutes } from './routes/knowledge-bases.ts';
import { logRoutes } from './routes/logs.ts';
import { orgRoutes } from './routes/orgs.ts';
import { phoneNumberRoutes } from './routes/phone-numbers.ts';
import { providerRoutes } from './routes/providers.ts';
import { recordingRoutes } from './routes/recordings.ts';
import { sessionRoutes } from './routes/sessions.ts';
import { squadRoutes } from './routes/squads.ts';
import { supportRoutes } from './routes/support.ts';
import { templateRoutes } from './routes/templates.ts';
import { testSuiteRoutes } from './routes/test-suites.ts';
import { tokenRoutes } from './routes/tokens.ts';
import { toolRoutes } from './routes/tools.ts';
import { v2Routes } from './routes/v2.ts';
import { voiceLibraryRoutes } from './routes/voice-library.ts';
import { voiceSampleRoutes } from './routes/voice-sample.ts';
import { workflowRoutes } from './routes/workflows.ts';
import type { LocalPlatformOptions } from './platform-options.ts';

export type { LocalPlatformOptions };
import { bootstrap } from './seed/bootstrap.ts';
import { createCallSessions } from './sessions/call-sessions.ts';
import { ResourceStore } from './store/resource-store.ts';
import { Tasks } from './tasks.ts';
import { createBodyValidator } from './validation/body-validator.ts';
import { createOpenAITranscriber } from './voice/openai-transcriber.ts';
import {
  createLocalRecognizer,
  type LocalRecognizer,
} from './voice/speech/create-local-recognizer.ts';

/** A running local platform. */
export interface LocalPlatform {
  /** The REST API; serve it alone or mount it: `server.route('/platform', platform.app)`. */
  app: Hono<PlatformEnv>;
  /** The org's keys: private (everything) and public (web calls and web chats only). */
  keys: { privateKey: string; publicKey: string };
  /** The seeded "Vibe Together Interview" assistant. */
  assistantId: string;
  /** The org created at first start. */
  orgId: string;
  /**
   * Hands an HTTP upgrade for `<mount>/<callId>/transport?token=…` to the live call session.
   * Answers true when the path is under the platform's mount (the platform then owns the
   * socket and answers any failure on it with an HTTP error), false (socket untouched)
   * otherwise. Never throws, whatever the request.
   */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Requests refused for want of a valid key since start (counted, not logged row by row). */
  unauthenticatedRequests(): number;
  /**
   * The calls' recordings: `signedUrl(callId, 'mono' | 'stereo', { ttlSeconds })` answers a
   * fresh signed URL (or null without a complete recording); `erase(callId)` deletes them.
   */
  recordings: PlatformRecordings;
  /**
   * Erases a call for good: ends its live session if it has one, then deletes the call (its
   * transcript, messages and metadata), its recordings and every request log that names it.
   * Answers whether the call existed (erasing an unknown call is not an error).
   *
   * @example
   * await platform.eraseCall(callId); // GET /call/{callId} answers 404 from then on
   */
  eraseCall(callId: string): Promise<boolean>;
  /**
   * Ids of the calls whose metadata (their own, or their `assistantOverrides.metadata`) has
   * `key` set to one of `values`: e.g. every call of an interview, also one whose id its
   * creator never stored.
   */
  callIdsByMetadata(key: string, values: string[]): Promise<string[]>;
  /** Speech jobs waiting for the synthesizer, all priorities (a gauge; 0 before any speech). */
  speechQueueDepth(): number;
  /** Cancels simulated-call timers, ends live calls and waits for background work. */
  close(): Promise<void>;
}

const defaultLog: PlatformLogger = {
  info: () => undefined,
  warn: (message, fields) => console.warn(`[local-platform] ${message}`, fields ?? ''),
  error: (message, fields) => console.error(`[local-platform] ${message}`, fields ?? ''),
};

/**
 * Starts the local platform on a database: migrates its tables, makes sure the org, keys and
 * interview assistant exist, and builds the REST API with the provider's paths, status codes,
 * error bodies and list envelopes.
 *
 * @example
 * const platform = await createLocalPlatform({ db, publicBaseUrl: 'http://localhost:8080/platform' });
 * app.route('/platform', platform.app);
 * server.on('upgrade', (req, socket, head) => platform.handleUpgrade(req, socket, head));
 */
export async function createLocalPlatform(options: LocalPlatformOptions): Promise<LocalPlatform> {
  const clock = options.clock ?? (() => new Date());
  const newId = options.ids ?? randomUUID;
  const log = options.log ?? defaultLog;
  const publicBaseUrl = options.publicBaseUrl.replace(/\/+$/, '');
  const mountPath = new URL(publicBaseUrl).pathname.replace(/\/+$/, '');
  const relativePath = (path: string) =>
    mountPath && path.startsWith(mountPath) ? path.slice(mountPath.length) || '/' : path;

  await migrate(options.db);
  const store = new ResourceStore(options.db, clock, newId);
  const seeded = await bootstrap(options.db, store, {
    clock,
    newId,
    ...(options.keys ? { keys: options.keys } : {}),
    ...(options.webhookUrl ? { webhookUrl: options.webhookUrl } : {}),
  });
  const tasks = new Tasks();
  const recordings = await createRecordingService({
    db: options.db,
    publicBaseUrl,
    clock,
    log: (line) => log.warn(line),
    ...(options.recordings ? { settings: options.recordings } : {}),
  });
  const baseFetch = options.sessions?.fetch ?? globalThis.fetch;
  const outbound = createOutboundFetch(baseFetch, options.allowPrivateWebhooks === true, log);
  const reports = createReportSender({
    ...(options.webhookUrl ? { webhookUrl: options.webhookUrl } : {}),
    ...(options.webhookSecret ? { webhookSecret: options.webhookSecret } : {}),
    fetch: baseFetch,
    outboundFetch: outbound.fetch,
  });
  const builtInRecognizer: LocalRecognizer | undefined =
    !options.sessions?.recognizer && !options.speechToText && options.builtInSpeechRecognizer
      ? createLocalRecognizer(
          options.builtInSpeechRecognizer === true ? {} : options.builtInSpeechRecognizer,
        )
      : undefined;
  const recognizer =
    options.sessions?.recognizer ??
    (options.speechToText
      ? createOpenAITranscriber(options.speechToText, { fetch: baseFetch })
      : builtInRecognizer);
  const sessions = createCallSessions({
    ...options.sessions,
    ...(recognizer ? { recognizer } : {}),
    recordings: recordings.calls,
    store: createCallStore(store),
    clock,
    reports,
  });
  const eraseOneCall = (callId: string) =>
    eraseCall(
      { db: options.db, recordings, endSession: (id) => sessions.end(id, 'customer-ended-call') },
      callId,
    );
  const deps: PlatformDeps = {
    db: options.db,
    store,
    validator: createBodyValidator({ warn: (message) => log.warn(message) }),
    clock,
    newId,
    publicBaseUrl,
    ...(options.publicBaseUrlFor ? { publicBaseUrlFor: options.publicBaseUrlFor } : {}),
    ...(options.webhookUrl ? { webhookUrl: options.webhookUrl } : {}),
    reports,
    eraseCall: eraseOneCall,
    fetch: baseFetch,
    orgId: seeded.orgId,
    tasks,
    log,
    callTimings: {
      ringingAfterMs: 1000,
      inProgressAfterMs: 2000,
      endedAfterMs: 5000,
      unjoinedCallEndsAfterMs: 60_000,
      ...options.callTimings,
    },
    recordings,
  };

  const app = new Hono<PlatformEnv>();
  app.onError((error, c) => {
    if (error instanceof PlatformError) return error.toResponse();
    if (error instanceof HTTPException) {
      return c.json(errorBody(error.status, error.message || 'Error'), error.status);
    }
    log.error('request failed', { path: c.req.path, error: String(error) });
    return c.json(errorBody(500, 'Internal server error'), 500);
  });
  const allowOrigin = options.allowOrigin ?? (() => true);
  // Requests refused for want of a valid key: counted, never logged row by row.
  let unauthenticated = 0;
  const countRefusal = () => {
    if (++unauthenticated % 1000 === 0) {
      log.warn('requests refused for want of a valid key', { total: unauthenticated });
    }
  };
  app.use(
    '*',
    cors({
      origin: (origin, c) => (origin && allowOrigin(origin, c.req.raw) ? origin : null),
      credentials: false,
      maxAge: 600,
    }),
  );
  if (options.rateLimits !== false) {
    app.use(
      '*',
      rateLimit({
        limits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
        clientAddress: options.clientAddress ?? socketAddress,
        relativePath,
      }),
    );
  }
  // Recordings are fetched by audio players with a signed URL and no key; they are served
  // before the key check and the request log (which would keep the signature).
  app.route(
    '/recording',
    recordingRoutes({ store: recordings.store, signer: recordings.signer, clock }),
  );
  const publicKeyRestrictions =
    typeof options.publicKeyRestrictions === 'function'
      ? options.publicKeyRestrictions(seeded.assistantId)
      : (options.publicKeyRestrictions ?? {
          allowedAssistantIds: [seeded.assistantId],
          allowTransientAssistant: false,
        });
  app.use(
    '*',
    requireKey(options.db, seeded.orgId, relativePath, countRefusal, publicKeyRestrictions),
  );
  app.use('*', recordRequests({ db: options.db, clock, newId, relativePath, log }));
  app.use('*', async (c, next) => {
    const isFile = /^\/(file|[^/]+\/voice)\b/.test(relativePath(c.req.path));
    const limit = bodyCapFor(c.get('keyTag'), isFile ? maxFileBytes + 64 * 1024 : undefined);
    return bodyLimit({
      maxSize: limit,
      onError: () => {
        throw new PlatformError(413, `request entity too large (limit ${limit} bytes)`);
      },
    })(c, next);
  });

  const { logs, log: callLog } = logRoutes(deps);
  app.route('/assistant', assistantRoutes(deps));
  app.route('/squad', squadRoutes(deps));
  app.route('/workflow', workflowRoutes(deps));
  app.route('/tool', toolRoutes(deps));
  app.route('/file', fileRoutes(deps));
  app.route('/knowledge-base', knowledgeBaseRoutes(deps));
  app.route('/phone-number', phoneNumberRoutes(deps));
  app.route('/call', callRoutes(deps));
  app.route('/chat', chatRoutes(deps));
  app.route('/campaign', campaignRoutes(deps));
  app.route('/session', sessionRoutes(deps));
  app.route('/support', supportRoutes(deps));
  app.route('/test-suite', testSuiteRoutes(deps));
  app.route('/analytics', analyticsRoutes(deps));
  app.route('/logs', logs);
  app.route('/log', callLog);
  app.route('/org', orgRoutes(deps));
  app.route('/token', tokenRoutes(deps));
  app.route('/credential', credentialRoutes(deps));
  app.route('/template', templateRoutes(deps));
  app.route('/voice-library', voiceLibraryRoutes(deps));
  app.route('/voice', voiceSampleRoutes(deps, sessions.speak));
  app.route('/v2', v2Routes(deps));
  app.route('/', providerRoutes(deps));
  // Mounted apps do not carry their notFound handler, so unknown routes end here.
  app.all('*', (c) =>
    c.json(errorBody(404, `Cannot ${c.req.method} ${relativePath(c.req.path)}`), 404),
  );

  return {
    app,
    keys: seeded.keys,
    assistantId: seeded.assistantId,
    orgId: seeded.orgId,
    unauthenticatedRequests: () => unauthenticated,
    recordings: { signedUrl: recordings.signedUrl, erase: recordings.erase },
    eraseCall: eraseOneCall,
    callIdsByMetadata: (key, values) => callIdsByMetadata(options.db, key, values),
    handleUpgrade: createUpgradeHandler(sessions, mountPath),
    speechQueueDepth: () => sessions.speechQueueDepth(),
    async close() {
      await tasks.close();
      await sessions.closeAll();
      await builtInRecognizer?.close();
      await recordings.close();
      await outbound.close();
    },
  };
}
