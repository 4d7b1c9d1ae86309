/**
 * The numbers that govern a web call (docs/product.md#limits), named once so that no magic
 * number hides in the call code. The wire format's own numbers (PCM rate, frame sizes) are the
 * protocol's.
 */
import type { CallEndedReason } from '../protocol.ts';

/** How often the remote audio level is sampled, in milliseconds. */
export const AUDIO_LEVEL_INTERVAL_MS = 100;

/** Speech ends this long after the last level above the threshold, in milliseconds. */
export const SPEAKING_TIMEOUT_MS = 1000;

/** A summed remote audio level above this counts as speech. */
export const SPEECH_THRESHOLD = 0.01;

/** `volume-level` is `min(1, level / VOLUME_NORMALISATION_DIVISOR)`. */
export const VOLUME_NORMALISATION_DIVISOR = 0.15;

/** On mobile browsers the SDK waits this long before joining, so permission prompts settle. */
export const MOBILE_PERMISSION_WAIT_MS = 1000;

/** Default listener count per event beyond which the emitter warns (never throws). */
export const DEFAULT_MAX_LISTENERS = 10;

/** App messages larger than this many characters are refused ('Message data too large.'). */
export const APP_MESSAGE_MAX_CHARS = 4096;

/** The platform's speaker identity: the remote participant that carries the assistant. */
export const SPEAKER_USER_NAME = 'Vapi Speaker';

/** Video recording settings: 1280 x 720, default layout, dark blue background (a new object each time). */
export const videoRecordingSettings = () =>
  ({
    width: 1280,
    height: 720,
    layout: { preset: 'default' },
    backgroundColor: '#FF1F2D3D',
  }) as const;

/** The voice provider whose assistants are video avatars (video tracks are subscribed). */
export const VIDEO_VOICE_PROVIDER = 'tavus';

/** The ended reason reported when the call ends on this side without one from the platform. */
export const LOCAL_ENDED_REASON = 'customer-ended-call' satisfies CallEndedReason;

/** Largest binary frame accepted from the server (1 s of 16 kHz s16le); bigger ones are dropped. */
export const PCM_MAX_INBOUND_BYTES = 32_000;

/** Largest text frame accepted from the server, in characters. */
export const MAX_INBOUND_TEXT_CHARS = 1_000_000;
