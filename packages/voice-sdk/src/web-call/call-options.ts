import type { DailyAdvancedConfig, DailyCall, DailyFactoryOptions } from '@daily-co/daily-js';
import { DailyTransport } from './daily-transport.ts';
import { lazyWebSocketTransport } from './lazy-transport.ts';
import type { TransportFactory, TransportKind } from './transport.ts';

/** Options of {@link VoiceCall}. */
export interface VoiceCallOptions {
  /** The platform's API host. Default `https://api.vapi.ai`. */
  apiBaseUrl?: string;
  /** Extra options for daily-js's `createCallObject` (audio/video sources, dailyConfig, …). */
  callOptions?: DailyFactoryOptions;
  /** A `fetch` for the web-call request (tests, proxies). Default: the global `fetch`. */
  fetch?: typeof fetch;
  /** Milliseconds the web-call creation request may take. Default 60 s; it is never retried. */
  timeout?: number;
  /** Replaces a transport (tests inject fakes here). */
  transports?: Partial<Record<TransportKind, TransportFactory>>;
}

/** The official SDK's third constructor argument: Daily's advanced config. */
export type DailyCallConfig = Pick<
  DailyAdvancedConfig,
  'avoidEval' | 'alwaysIncludeMicInPermissionPrompt'
>;
/** The official SDK's fourth constructor argument: options of Daily's call object. */
export type DailyCallObjectOptions = Pick<DailyFactoryOptions, 'audioSource' | 'startAudioOff'>;

/** The argument of `setInputDevicesAsync()`: which microphone and camera (Daily's shape). */
export type InputDevicesOptions = Parameters<DailyCall['setInputDevicesAsync']>[0];
/** The argument of `setOutputDeviceAsync()`: which speaker (Daily's shape). */
export type OutputDeviceOptions = Parameters<DailyCall['setOutputDeviceAsync']>[0];

/** The sixth argument of `start()`, as in the official SDK. */
export interface StartCallOptions {
  /**
   * Whether the room is deleted when the visitor leaves (default true). With false the call
   * stays alive after `stop()`, and `reconnect(webCall)` can join it again.
   */
  roomDeleteOnUserLeaveEnabled?: boolean;
}

/**
 * The transports a call uses unless its options replace one. Each loads its heavy part only when
 * a call on it starts: daily-js for Daily, the whole transport for WebSocket.
 */
const DEFAULT_TRANSPORTS: Record<TransportKind, TransportFactory> = {
  daily: (options) => new DailyTransport(options),
  websocket: lazyWebSocketTransport,
};

/** A call's options as read by {@link optionsOf}: with a transport factory for every kind. */
export type ResolvedOptions = VoiceCallOptions & {
  transports: Record<TransportKind, TransportFactory>;
};

/**
 * Reads the constructor's second to fourth arguments in either form — the official
 * `(apiBaseUrl?, dailyCallConfig?, dailyCallObject?)` or our `(options?)` — into one options
 * object: Daily's settings merged into `callOptions`, the default transports completed by the
 * options' replacements.
 */
export function optionsOf(
  second: string | VoiceCallOptions | undefined,
  dailyCallConfig: DailyCallConfig | undefined,
  dailyCallObject: DailyCallObjectOptions | undefined,
): ResolvedOptions {
  if (second !== undefined && typeof second !== 'string' && typeof second !== 'object') {
    throw new TypeError('The second argument is the API base URL or an options object.');
  }
  const options: VoiceCallOptions =
    typeof second === 'string' ? { apiBaseUrl: second } : { ...second };
  if (dailyCallConfig || dailyCallObject) {
    const callOptions = options.callOptions ?? {};
    // Chrome 140 and later lose the microphone with `audioSource: false` or
    // `alwaysIncludeMicInPermissionPrompt: false`: the official SDK's guards drop them.
    const { alwaysIncludeMicInPermissionPrompt: micPrompt, ...config } = dailyCallConfig ?? {};
    options.callOptions = {
      ...callOptions,
      ...dailyCallObject,
      ...(dailyCallObject?.audioSource === false ? { audioSource: true } : {}),
      ...(dailyCallConfig
        ? {
            dailyConfig: {
              ...callOptions.dailyConfig,
              ...config,
              ...(micPrompt ? { alwaysIncludeMicInPermissionPrompt: true } : {}),
            },
          }
        : {}),
    };
  }
  return { ...options, transports: { ...DEFAULT_TRANSPORTS, ...options.transports } };
}
