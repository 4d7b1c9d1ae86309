import { required, UnsupportedOnTransportError } from './call-errors.ts';
import type { DailyCall, DailyVideoSendSettings } from '@daily-co/daily-js';
import type { InputDevicesOptions, OutputDeviceOptions } from './call-options.ts';
import type { CallTransport } from './transport.ts';
import { TypedEmitter } from './typed-emitter.ts';
import { serializeError } from './error-events.ts';
import type { VoiceCallEvents } from './events.ts';

/** How often the microphone's level is reported when the call starts the observer itself. */
const LOCAL_LEVEL_INTERVAL_MS = 100;

/**
 * What a call offers besides talking, as the official SDK does. `VoiceCall` inherits them (the
 * official class has them as its own methods).
 *
 * On whichever transport carries the call: the microphone's level, the assistant's playback
 * volume and audio element, and cloud recording (Daily only; the WebSocket transport throws an
 * `UnsupportedOnTransportError`).
 *
 * On the Daily transport only: devices, a louder microphone and screen sharing. Each needs the
 * Daily call object, so without a call these methods throw 'Call object is not available.', and
 * on the WebSocket transport an `UnsupportedOnTransportError`.
 */
export abstract class CallExtras extends TypedEmitter<VoiceCallEvents> {
  /** Releases the amplified microphone of `increaseMicLevel()` (its raw stream and graph). */
  #releaseMicBoost: (() => void) | null = null;

  /** The call's transport, or null without a call. */
  protected abstract callTransport(): CallTransport | null;

  /** The daily-js call object of a call on the Daily transport, else null. */
  getDailyCallObject(): DailyCall | null {
    return (this.callTransport()?.callObject?.() as DailyCall | null | undefined) ?? null;
  }

  /**
   * Chooses the microphone and camera (Daily `setInputDevicesAsync`). `audioSource: false` is
   * left out, as the official SDK does: it loses the microphone in Chrome 140 and later.
   */
  async setInputDevicesAsync(options: InputDevicesOptions): Promise<void> {
    const { audioSource, ...others } = options;
    await this.#daily('setInputDevicesAsync()').setInputDevicesAsync(
      audioSource === false ? others : options,
    );
  }

  /** Chooses the speaker (Daily `setOutputDeviceAsync`). */
  async setOutputDeviceAsync(options: OutputDeviceOptions): Promise<void> {
    await this.#daily('setOutputDeviceAsync()').setOutputDeviceAsync(options);
  }

  /**
   * Sends the microphone through a gain of `gain` (1 = unchanged): a fresh microphone stream,
   * amplified, becomes the call's audio source.
   */
  async increaseMicLevel(gain: number): Promise<void> {
    const call = this.#daily('increaseMicLevel()');
    if (!Number.isFinite(gain) || gain < 0) throw new RangeError('The gain is a number ≥ 0.');
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    const context = new AudioContext();
    const amplifier = context.createGain();
    amplifier.gain.value = gain;
    const destination = context.createMediaStreamDestination();
    context.createMediaStreamSource(stream).connect(amplifier).connect(destination);
    const [track] = destination.stream.getAudioTracks();
    const releasePrevious = this.#releaseMicBoost;
    this.#releaseMicBoost = () => {
      for (const raw of stream.getTracks()) raw.stop();
      void context.close().catch(() => undefined);
    };
    await call.setInputDevicesAsync({ audioSource: track });
    // Only now is the earlier boost no longer the call's source.
    releasePrevious?.();
  }

  /** Shares the screen into the call (Daily `startScreenShare`). */
  startScreenSharing(
    displayMediaOptions?: DisplayMediaStreamOptions,
    screenVideoSendSettings?: DailyVideoSendSettings,
  ): void {
    this.#daily('startScreenSharing()').startScreenShare({
      ...(displayMediaOptions ? { displayMediaOptions } : {}),
      ...(screenVideoSendSettings ? { screenVideoSendSettings } : {}),
    });
  }

  /** Stops sharing the screen. */
  stopScreenSharing(): void {
    this.#daily('stopScreenSharing()').stopScreenShare();
  }

  /**
   * The Daily call object; throws 'Call object is not available.' without a call, and an
   * `UnsupportedOnTransportError` naming `feature` on another transport.
   */
  #daily(feature: string): DailyCall {
    const transport = required(this.callTransport());
    const call = this.getDailyCallObject();
    if (!call) {
      throw new UnsupportedOnTransportError(
        feature,
        transport.kind,
        'devices, screen sharing and the microphone boost need a Daily call object',
      );
    }
    return call;
  }

  #player: HTMLAudioElement | null = null;
  /** The volume set by `setVolume()`, kept across players and calls. */
  #volume: number | null = null;

  /** The microphone's latest level, 0 to 1; 0 without a call. */
  getLocalAudioLevel(): number {
    return this.callTransport()?.localLevel() ?? 0;
  }

  /**
   * Starts (or restarts) measuring the microphone: `local-volume-level` events follow every
   * `interval` ms (Daily's default, or 100 ms on the WebSocket transport, when absent).
   */
  async startLocalAudioLevelObserver(interval?: number): Promise<void> {
    await required(this.callTransport()).observeLocalLevel(interval);
  }

  /** Stops the `local-volume-level` events. */
  stopLocalAudioLevelObserver(): void {
    this.callTransport()?.stopLocalLevel();
  }

  /** Whether `local-volume-level` events are being emitted. */
  isLocalAudioLevelObserverRunning(): boolean {
    return this.callTransport()?.localLevelObserved() ?? false;
  }

  /**
   * Starts (or retries) the call's cloud recording; `recording-started` or `recording-error`
   * follows.
   */
  startRecording(): void {
    this.#recording('startRecording()').startRecording!();
  }

  /** Stops the cloud recording; `recording-stopped` follows. */
  stopRecording(): void {
    if (this.callTransport()) this.#recording('stopRecording()').stopRecording?.();
  }

  /** The `<audio>` element playing the assistant, or null before its audio has arrived. */
  getAudioPlayer(): HTMLAudioElement | null {
    return this.#player?.isConnected ? this.#player : null;
  }

  /**
   * Sets the assistant's playback volume, 0 to 1 (clamped; a non-finite value is ignored). It
   * is kept, so it may be set before the audio arrives and holds for later calls.
   */
  setVolume(volume: number): void {
    if (!Number.isFinite(volume)) return;
    this.#volume = Math.min(1, Math.max(0, volume));
    if (this.#player) this.#player.volume = this.#volume;
  }

  /** The transport made the assistant's audio element: apply the volume, emit `audio`. */
  protected attachPlayer(player: HTMLAudioElement): void {
    this.#player = player;
    if (this.#volume !== null) player.volume = this.#volume;
    this.emit('audio', player);
  }

  /**
   * The call has started: the microphone's level is measured from now on if someone listens
   * for it (the observer costs an audio graph, so only then), as the official SDK does.
   */
  protected observeIfListened(): void {
    if (!this.listenerCount('local-volume-level')) return;
    this.startLocalAudioLevelObserver(LOCAL_LEVEL_INTERVAL_MS).catch((error: unknown) =>
      this.emit('local-audio-level-observer-error', serializeError(error)),
    );
  }

  /** Releases what the call's extras hold: the amplified microphone, the audio element. */
  protected releaseExtras(): void {
    this.#releaseMicBoost?.();
    this.#releaseMicBoost = null;
    this.#player = null;
  }

  #recording(feature: string) {
    const transport = required(this.callTransport());
    if (!transport.startRecording) {
      throw new UnsupportedOnTransportError(feature, transport.kind, 'it has no cloud recording');
    }
    return transport;
  }
}
