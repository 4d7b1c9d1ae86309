import type { DailyCall, DailyVideoSendSettings } from '@daily-co/daily-js';
import { required } from './call-errors.ts';
import type { InputDevicesOptions, OutputDeviceOptions } from './call-options.ts';
import { TypedEmitter, type EventMap } from './typed-emitter.ts';

/**
 * What a call on the Daily transport offers beyond talking, as the official SDK does: devices,
 * a louder microphone, screen sharing and the local audio-level observer. `VoiceCall` inherits
 * them (the official class has them as its own methods); each needs the Daily call object, so
 * without one the methods that act throw 'Call object is not available.' and those that only
 * read answer a neutral value.
 */
export abstract class DailyCallExtras<
  Events extends EventMap<Events>,
> extends TypedEmitter<Events> {
  /** Releases the amplified microphone of `increaseMicLevel()` (its raw stream and graph). */
  #releaseMicBoost: (() => void) | null = null;

  /** The daily-js call object of a call on the Daily transport, else null. */
  abstract getDailyCallObject(): DailyCall | null;

  /** Chooses the microphone and camera (Daily `setInputDevicesAsync`). */
  async setInputDevicesAsync(options: InputDevicesOptions): Promise<void> {
    await this.#daily().setInputDevicesAsync(options);
  }

  /** Chooses the speaker (Daily `setOutputDeviceAsync`). */
  async setOutputDeviceAsync(options: OutputDeviceOptions): Promise<void> {
    await this.#daily().setOutputDeviceAsync(options);
  }

  /**
   * Sends the microphone through a gain of `gain` (1 = unchanged): a fresh microphone stream,
   * amplified, becomes the call's audio source.
   */
  async increaseMicLevel(gain: number): Promise<void> {
    const call = this.#daily();
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
    await call.setInputDevicesAsync({ audioSource: track ?? false });
    // Only now is the earlier boost no longer the call's source.
    releasePrevious?.();
  }

  /** Shares the screen into the call (Daily `startScreenShare`). */
  startScreenSharing(
    displayMediaOptions?: DisplayMediaStreamOptions,
    screenVideoSendSettings?: DailyVideoSendSettings,
  ): void {
    this.#daily().startScreenShare({
      ...(displayMediaOptions ? { displayMediaOptions } : {}),
      ...(screenVideoSendSettings ? { screenVideoSendSettings } : {}),
    });
  }

  /** Stops sharing the screen. */
  stopScreenSharing(): void {
    this.#daily().stopScreenShare();
  }

  /** The microphone's latest level, 0 to 1; 0 without a Daily call. */
  getLocalAudioLevel(): number {
    return this.getDailyCallObject()?.getLocalAudioLevel() ?? 0;
  }

  /**
   * Starts (or restarts) measuring the microphone: `local-volume-level` events follow every
   * `interval` ms (Daily's default when absent).
   */
  async startLocalAudioLevelObserver(interval?: number): Promise<void> {
    await this.#daily().startLocalAudioLevelObserver(interval);
  }

  /** Stops the `local-volume-level` events. */
  stopLocalAudioLevelObserver(): void {
    this.getDailyCallObject()?.stopLocalAudioLevelObserver();
  }

  /** Whether `local-volume-level` events are being emitted. */
  isLocalAudioLevelObserverRunning(): boolean {
    return this.getDailyCallObject()?.isLocalAudioLevelObserverRunning() ?? false;
  }

  /** Releases the amplified microphone, if any (with the call, or before the next boost). */
  protected releaseDailyExtras(): void {
    this.#releaseMicBoost?.();
    this.#releaseMicBoost = null;
  }

  /** The Daily call object; throws 'Call object is not available.' without one. */
  #daily(): DailyCall {
    return required(this.getDailyCallObject());
  }
}
