import type { DailyCall, DailyVideoSendSettings } from '@daily-co/daily-js';
import { required, UnsupportedOnTransportError } from './call-errors.ts';
import type { InputDevicesOptions, OutputDeviceOptions } from './call-options.ts';
import type { CallTransport } from './transport.ts';
import { TypedEmitter, type EventMap } from './typed-emitter.ts';

/**
 * What a call on the Daily transport offers beyond talking, as the official SDK does: devices,
 * a louder microphone and screen sharing. `VoiceCall` inherits them (the official class has
 * them as its own methods); each needs the Daily call object, so without a call the methods
 * throw 'Call object is not available.', and on the WebSocket transport an
 * `UnsupportedOnTransportError`.
 */
export abstract class DailyCallExtras<
  Events extends EventMap<Events>,
> extends TypedEmitter<Events> {
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

  /** Releases the amplified microphone, if any (with the call, or before the next boost). */
  protected releaseDailyExtras(): void {
    this.#releaseMicBoost?.();
    this.#releaseMicBoost = null;
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
}
