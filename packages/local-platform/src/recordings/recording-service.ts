import type { PlatformDatabase } from '../db/database.ts';
import { ensurePlatformSecret } from '../store/platform-secrets.ts';
import { callRecordings, type CallRecordings, type RecordingArtifact } from './call-recorder.ts';
import { createEncoderPool, type EncoderPoolOptions } from './encoder-pool.ts';
import type { RecordingChannels, RecordingFileFormat } from './recording-format.ts';
import { RecordingStore } from './recording-store.ts';
import { DEFAULT_RECORDING_URL_TTL_SECONDS, RecordingUrlSigner } from './signed-url.ts';

/** A platform's call recordings, as the product's server uses them. */
export interface PlatformRecordings {
  /**
   * A fresh signed URL of a call's recording (`mono`: the mix; `stereo`: visitor left,
   * assistant right), valid for `ttlSeconds` (default 7 days); `null` when the call has no
   * complete recording of that kind.
   */
  signedUrl(
    callId: string,
    channels: RecordingChannels,
    options?: { ttlSeconds?: number },
  ): Promise<string | null>;
  /** Deletes a call's recordings; their URLs answer 404 from then on. */
  erase(callId: string): Promise<void>;
}

/** Settings of the recordings (`createLocalPlatform({ recordings })`). */
export interface RecordingOptions extends EncoderPoolOptions {
  /**
   * Key that signs recording URLs (at least 16 characters). Default: generated once and kept
   * in the database, so every copy of the server and every restart sign alike.
   */
  urlSecret?: string;
  /** See {@link RecorderDeps.maxBacklogSeconds} (default 120). */
  maxBacklogSeconds?: number;
}

/** Everything recording-related one platform instance runs. */
export interface RecordingService extends PlatformRecordings {
  /** Handed to the call sessions. */
  calls: CallRecordings;
  /** Freshly signed artifact URLs (default validity) of a call recorded in `format`. */
  artifactUrls(callId: string, format: RecordingFileFormat): RecordingArtifact;
  store: RecordingStore;
  signer: RecordingUrlSigner;
  /** Seconds of call audio waiting for the encoder threads (all calls together). */
  encoderBacklogSeconds(): number;
  /** Stops the encoder threads. */
  close(): Promise<void>;
}

/** Name of the URL-signing secret in `platform_secrets`. */
const URL_SECRET_NAME = 'recording-url-signing-key';

/**
 * Sets up recordings on a database: the URL-signing key (given or kept in the database), the
 * store, the encoder threads (started on the first call) and the recorders the sessions use.
 *
 * @example
 * const recordings = await createRecordingService({ db, publicBaseUrl, clock, log });
 * await recordings.signedUrl(callId, 'mono'); // "http://…/recording/<id>/mono.mp3?expires=…&signature=…"
 */
export async function createRecordingService(options: {
  db: PlatformDatabase;
  publicBaseUrl: string;
  clock: () => Date;
  log: (line: string) => void;
  settings?: RecordingOptions;
  /** Monotonic milliseconds for the recorders' timelines (default `performance.now`). */
  now?: () => number;
}): Promise<RecordingService> {
  const { db, clock, settings = {} } = options;
  const secret = settings.urlSecret ?? (await ensurePlatformSecret(db, URL_SECRET_NAME, clock));
  const signer = new RecordingUrlSigner(secret, options.publicBaseUrl);
  const store = new RecordingStore(db, { clock });
  const encoders = createEncoderPool(settings);
  const expiry = (ttlSeconds = DEFAULT_RECORDING_URL_TTL_SECONDS) =>
    Math.floor(clock().getTime() / 1000) + Math.max(1, Math.floor(ttlSeconds));

  const artifactUrls = (callId: string, format: RecordingFileFormat): RecordingArtifact => {
    const expiresAt = expiry();
    const mono = signer.url(callId, 'mono', format, expiresAt);
    const stereo = signer.url(callId, 'stereo', format, expiresAt);
    return {
      recordingUrl: mono,
      stereoRecordingUrl: stereo,
      recording: { stereoUrl: stereo, mono: { combinedUrl: mono } },
    };
  };

  return {
    calls: callRecordings({
      store,
      encoders,
      artifactUrls,
      log: options.log,
      ...(options.now ? { now: options.now } : {}),
      ...(settings.maxBacklogSeconds !== undefined
        ? { maxBacklogSeconds: settings.maxBacklogSeconds }
        : {}),
    }),
    artifactUrls,
    store,
    signer,
    async signedUrl(callId, channels, urlOptions = {}) {
      const file = await store.find(callId, channels);
      return file ? signer.url(callId, channels, file.format, expiry(urlOptions.ttlSeconds)) : null;
    },
    erase: (callId) => store.erase(callId),
    encoderBacklogSeconds: () => encoders.backlogSeconds(),
    close: () => encoders.close(),
  };
}
