import { required, UnsupportedOnTransportError } from './call-errors.ts';
import { DailyCallExtras } from './daily-extras.ts';
import { serializeError } from './error-events.ts';
import type { VoiceCallEvents } from './events.ts';

/** How often the microphone's level is reported when the call starts the observer itself. */
const LOCAL_LEVEL_INTERVAL_MS = 100;

/**
 * What every call offers besides talking, on whichever transport carries it: the microphone's
 * level, the assistant's playback volume and audio element, and cloud recording (Daily only;
 * the WebSocket transport throws an `UnsupportedOnTransportError`).
 */
export abstract class CallExtras extends DailyCallExtras<VoiceCallEvents> {
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
    this.#recording('startRecording()').startRecording?.();
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

  protected override releaseDailyExtras(): void {
    super.releaseDailyExtras();
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
