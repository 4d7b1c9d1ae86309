import type {
  DailyCall,
  DailyEvent,
  DailyEventObject,
  DailyFactoryOptions,
} from '@daily-co/daily-js';
import { required } from './call-errors.ts';
import { playStream, removeAudioElement } from './audio-element.ts';
import { AUDIO_LEVEL_INTERVAL_MS, SPEAKER_USER_NAME, videoRecordingSettings } from './constants.ts';
import { serializeError } from './error-events.ts';
import { sumLevels } from './speech-detector.ts';
import type { CallTransport, TransportOptions } from './transport.ts';

/** The part of daily-js's call object this transport uses (what a test fake implements). */
export type DailyCallSubset = Pick<
  DailyCall,
  | 'join'
  | 'leave'
  | 'destroy'
  | 'on'
  | 'off'
  | 'participants'
  | 'updateParticipant'
  | 'sendAppMessage'
  | 'startRecording'
  | 'stopRecording'
  | 'startRemoteParticipantsAudioLevelObserver'
  | 'updateInputSettings'
  | 'setLocalAudio'
  | 'localAudio'
  | 'setInputDevicesAsync'
  | 'setOutputDeviceAsync'
  | 'startScreenShare'
  | 'stopScreenShare'
  | 'getLocalAudioLevel'
  | 'startLocalAudioLevelObserver'
  | 'stopLocalAudioLevelObserver'
  | 'isLocalAudioLevelObserverRunning'
>;

/** Loads the call library; the default is a dynamic import, so daily-js is its own chunk. */
export type DailyLoader = () => Promise<{
  createCallObject(options?: DailyFactoryOptions): DailyCallSubset;
}>;

const loadDailyJs: DailyLoader = async () => (await import('@daily-co/daily-js')).default;

type Handlers = { [E in DailyEvent]?: (event: DailyEventObject<E>) => void };

/**
 * The platform's WebRTC rooms through `@daily-co/daily-js`: join with manual track
 * subscription, play the speaker's audio, relay app messages, observe the remote audio level,
 * noise cancellation and optional video recording.
 */
export class DailyTransport implements CallTransport {
  readonly kind = 'daily';
  #call: DailyCallSubset | null = null;
  #joined = false;
  #left = false;
  #audio = new Map<string, HTMLAudioElement>();
  #handlers: Handlers = {};
  #recordingRequestedAt = 0;

  readonly #options: TransportOptions;
  readonly #load: DailyLoader;

  constructor(options: TransportOptions, load: DailyLoader = loadDailyJs) {
    this.#options = options;
    this.#load = load;
  }

  async create(): Promise<void> {
    const Daily = await this.#load();
    const call = Daily.createCallObject({
      audioSource: true,
      videoSource: this.#options.videoRecording,
      ...this.#options.callOptions,
    });
    this.#call = call;
    const events = this.#options.events;
    this.#handlers = {
      'left-meeting': () => this.#reportLeft(),
      error: (e) => {
        // Passed on as the official SDK does: `{type: 'daily-error', error: <Daily's event>}`.
        events.error(e.errorMsg || 'The call failed.', e, 'daily-error');
        this.#reportLeft();
      },
      'participant-joined': (e) => this.#subscribe(e.participant),
      'participant-updated': (e) => events.relay('daily-participant-updated', e.participant),
      'participant-left': (e) => this.#removeAudio(e.participant.session_id),
      'track-started': (e) =>
        void this.#onTrackStarted(e).catch((error: unknown) =>
          events.error('Could not play the assistant audio.', error),
        ),
      // Passed on as sent (a JSON text, or 'listening'): the call decodes it.
      'app-message': (e) => events.message(e.data),
      'remote-participants-audio-level': (e) =>
        events.audioLevel(sumLevels(e.participantsAudioLevel)),
      'nonfatal-error': (e) => {
        if (e.type === 'local-audio-level-observer-error') {
          events.relay('local-audio-level-observer-error', serializeError(e));
        }
        // A failing noise-cancellation processor would mute the visitor: turn it off and make
        // sure the microphone is live again.
        if (e.type !== 'audio-processor-error') return;
        call
          .updateInputSettings({ audio: { processor: { type: 'none' } } })
          .then(() => call.setLocalAudio(true))
          .catch((error: unknown) =>
            events.error('Could not turn off the audio processor.', error),
          );
      },
      'recording-started': (e) => {
        events.relay('recording-started', e);
        events.relay('call-recording-started');
        events.recordingStarted((Date.now() - this.#recordingRequestedAt) / 1000);
      },
      'recording-stopped': (e) => {
        events.relay('recording-stopped', e);
        events.relay('call-recording-stopped');
      },
      'recording-error': (e) => {
        events.relay('recording-error', e);
        events.relay('call-recording-error', e);
      },
      'local-audio-level': (e) => events.relay('local-volume-level', e.audioLevel),
    };
    // Daily's events that the call passes on as they are, under the same name.
    for (const event of [
      'camera-error',
      'network-quality-change',
      'network-connection',
      'recording-stats',
      'recording-upload-completed',
    ] as const) {
      (this.#handlers as Record<string, unknown>)[event] = (e: never) => events.relay(event, e);
    }
    for (const [event, handler] of Object.entries(this.#handlers)) {
      call.on(event as DailyEvent, handler as (e: unknown) => void);
    }
  }

  async join(): Promise<void> {
    const call = required(this.#call);
    const { url, token } = this.#options;
    // A meeting token may start the recording during join: its delay counts from here.
    this.#recordingRequestedAt = Date.now();
    // daily-js refuses a `token` key whose value is undefined.
    await call.join({ url, ...(token ? { token } : {}), subscribeToTracksAutomatically: false });
    this.#joined = true;
    // Participants already in the room when we arrived get no participant-joined event.
    for (const participant of Object.values(call.participants())) this.#subscribe(participant);
  }

  startRecording(): void {
    this.#recordingRequestedAt = Date.now();
    required(this.#call).startRecording(videoRecordingSettings());
  }

  stopRecording(): void {
    this.#call?.stopRecording();
  }

  localLevel(): number {
    return this.#call?.getLocalAudioLevel() ?? 0;
  }

  async observeLocalLevel(interval?: number): Promise<void> {
    await required(this.#call).startLocalAudioLevelObserver(interval);
  }

  stopLocalLevel(): void {
    this.#call?.stopLocalAudioLevelObserver();
  }

  localLevelObserved(): boolean {
    return this.#call?.isLocalAudioLevelObserverRunning() ?? false;
  }

  async startAudioLevelObserver(): Promise<void> {
    await required(this.#call).startRemoteParticipantsAudioLevelObserver(AUDIO_LEVEL_INTERVAL_MS);
  }

  async setupAudioProcessing(): Promise<void> {
    await required(this.#call).updateInputSettings({
      audio: { processor: { type: 'noise-cancellation' } },
    });
  }

  send(message: unknown): void {
    required(this.#call).sendAppMessage(
      typeof message === 'string' ? message : JSON.stringify(message),
    );
  }

  setMuted(muted: boolean): void {
    required(this.#call).setLocalAudio(!muted);
  }

  isMuted(): boolean {
    return this.#call?.localAudio() === false;
  }

  async leave(): Promise<void> {
    const call = this.#call;
    if (!call) return;
    await call.leave();
    // Daily emits left-meeting itself; this covers a leave it did not report.
    this.#reportLeft();
  }

  async destroy(): Promise<void> {
    const call = this.#call;
    this.#call = null;
    this.#left = true;
    for (const element of this.#audio.values()) removeAudioElement(element);
    this.#audio.clear();
    if (!call) return;
    for (const [event, handler] of Object.entries(this.#handlers)) {
      call.off(event as DailyEvent, handler as (e: unknown) => void);
    }
    try {
      await call.destroy();
    } catch {
      // Already destroyed or never joined: nothing left to release.
    }
  }

  callObject(): DailyCallSubset | null {
    return this.#call;
  }

  #reportLeft(): void {
    if (!this.#joined || this.#left) return;
    this.#left = true;
    this.#options.events.left();
  }

  #subscribe(participant: DailyEventObject<'participant-joined'>['participant']): void {
    if (participant.local) return;
    this.#call?.updateParticipant(participant.session_id, {
      setSubscribedTracks: { audio: true, video: this.#options.isVideo },
    });
  }

  async #onTrackStarted(event: DailyEventObject<'track-started'>): Promise<void> {
    const participant = event.participant;
    if (!participant || participant.local || participant.user_name !== SPEAKER_USER_NAME) return;
    let player: HTMLAudioElement | undefined;
    if (event.track.kind === 'audio') {
      this.#removeAudio(participant.session_id);
      player = await playStream(new MediaStream([event.track]), participant.session_id);
      // The call may have ended while play() was pending.
      if (!this.#call) return removeAudioElement(player);
      this.#audio.set(participant.session_id, player);
    }
    this.#options.events.speakerTrack(event.track, player);
  }

  #removeAudio(sessionId: string): void {
    const element = this.#audio.get(sessionId);
    if (element) removeAudioElement(element);
    this.#audio.delete(sessionId);
  }
}
