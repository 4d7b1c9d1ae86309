import { PCM_SAMPLE_RATE } from '@vibe/voice-sdk/protocol';
import { levelDbfs } from './pcm.ts';

/** Tuning of {@link createVoiceActivityDetector}; the defaults suit a browser microphone. */
export interface VoiceActivityOptions {
  sampleRate?: number;
  /** Analysis window (default 20 ms). */
  windowMs?: number;
  /** A turn starts with windows this many dB above the noise floor (default 12). */
  startAboveFloorDb?: number;
  /** Once speaking, windows this many dB above the floor count as voiced (default 8). */
  continueAboveFloorDb?: number;
  /** Windows quieter than this are never speech, however quiet the room (default -55 dBFS). */
  minimumLevelDbfs?: number;
  /** Voiced audio needed before a turn starts, so clicks and pops are ignored (default 120 ms). */
  minSpeechMs?: number;
  /** Quiet gap tolerated inside the start of a turn (default 60 ms). */
  onsetGapMs?: number;
  /** Quiet after the last voiced window that ends the turn (default 800 ms). */
  hangoverMs?: number;
  /** The noise floor is a low percentile of the window levels of this recent stretch (default 1.5 s). */
  floorWindowMs?: number;
  /** Until a full floor window has been heard, the floor is at most this (default -50 dBFS). */
  initialFloorDbfs?: number;
  /** Audio kept from before the turn was confirmed, for a recognizer (default 300 ms). */
  preRollMs?: number;
  /** Longest turn kept for a recognizer; a longer one is ended (default 60 s). */
  maxTurnMs?: number;
}

/** The noise floor is this percentile of the recent window levels. */
const FLOOR_PERCENTILE = 0.1;

/** The visitor started speaking; `atMs` is when the first voiced window began. */
export interface SpeechStarted {
  type: 'speech-start';
  atMs: number;
}

/** The visitor's turn ended (hangover elapsed, or the turn was cut off). */
export interface SpeechEnded {
  type: 'speech-end';
  startMs: number;
  /** End of the last voiced window. */
  endMs: number;
  durationMs: number;
  /** The turn's audio (with a little pre-roll), for a speech recognizer. */
  audio: Int16Array;
}

export type VoiceActivityEvent = SpeechStarted | SpeechEnded;

/** Streaming turn detection on 16-bit mono PCM. Times are audio time (samples received). */
export interface VoiceActivityDetector {
  /** Feeds samples of any length; returns what happened in them. */
  push(samples: Int16Array): VoiceActivityEvent[];
  /** Ends a turn in progress now (e.g. the caller stopped sending audio). */
  flush(): VoiceActivityEvent[];
  /** Whether a turn is in progress. */
  readonly speaking: boolean;
  /** Audio received so far, in milliseconds. */
  readonly positionMs: number;
  /** Current estimate of the background level. */
  readonly noiseFloorDbfs: number;
  /** End of the last voiced window of the turn in progress (audio time). */
  readonly lastVoicedMs: number;
  /** Audio time of the first sample {@link turnAudio} holds (its pre-roll included). */
  readonly turnAudioStartMs: number;
  /**
   * The audio of the turn in progress so far (empty between turns), for live partials: a view
   * (no copy), whose samples stay as they are (the detector only writes after them).
   */
  turnAudio(): Int16Array;
  /**
   * Drops what the turn in progress holds before `fromMs` (audio time): its audio, and its start
   * moves there, so the cap on a turn's length counts from there. For the stretch of a candidate
   * turn a recogniser found no words in (noise before the visitor spoke).
   */
  trimTurn(fromMs: number): void;
}

/**
 * Energy-based voice activity detection with an adaptive noise floor. The floor is the 10th
 * percentile of recent window levels (minimum statistics, made robust to dropouts): it drops
 * soon in a quieter room and, within the floor
 * window, rises to a louder steady background, so a constant hum or fan never counts as speech
 * for long, while speech (which always has quieter moments) never lifts the floor over itself.
 * A turn needs a sustained rise over the floor (clicks are too short) and ends after a hangover
 * of quiet, which bridges the pauses between words.
 */
export function createVoiceActivityDetector(
  options: VoiceActivityOptions = {},
): VoiceActivityDetector {
  const sampleRate = options.sampleRate ?? PCM_SAMPLE_RATE;
  const windowMs = options.windowMs ?? 20;
  const windowSamples = Math.round((sampleRate * windowMs) / 1000);
  const startAbove = options.startAboveFloorDb ?? 12;
  const continueAbove = options.continueAboveFloorDb ?? 8;
  const minimumLevel = options.minimumLevelDbfs ?? -55;
  const minSpeechMs = options.minSpeechMs ?? 120;
  const onsetGapMs = options.onsetGapMs ?? 60;
  const hangoverMs = options.hangoverMs ?? 800;
  const recentLevels = new Float64Array(
    Math.max(1, Math.round((options.floorWindowMs ?? 1_500) / windowMs)),
  );
  const initialFloor = options.initialFloorDbfs ?? -50;
  const scratch = new Float64Array(recentLevels.length);
  const preRollSamples = Math.round((sampleRate * (options.preRollMs ?? 300)) / 1000);
  const maxTurnMs = options.maxTurnMs ?? 60_000;
  const maxTurnSamples = Math.round((sampleRate * maxTurnMs) / 1000) + preRollSamples;

  const window = new Int16Array(windowSamples);
  let filled = 0;
  let windowsSeen = 0;
  let floor = initialFloor;
  // Recent audio, for the pre-roll of a turn.
  const history = new Int16Array(
    preRollSamples + Math.round((sampleRate * (minSpeechMs + onsetGapMs * 2)) / 1000),
  );
  let historyLength = 0;

  let onsetStartMs = -1;
  let onsetVoicedMs = 0;
  let onsetGap = 0;
  let speaking = false;
  let turnStartMs = 0;
  let lastVoicedEndMs = 0;
  // The turn's audio so far in `turnBuffer[0, turnSamples)`, appended to in place (no allocation
  // per window): a view handed out stays valid, as a buffer is never written before its end;
  // one that is full is replaced by one twice as large, and a trim or a turn's end starts anew.
  let turnBuffer = new Int16Array(0);
  let turnSamples = 0;
  let turnAudioStartMs = 0;

  const nowMs = () => (windowsSeen * windowSamples * 1000) / sampleRate;

  function remember(samples: Int16Array) {
    if (samples.length >= history.length) {
      history.set(samples.subarray(samples.length - history.length));
      historyLength = history.length;
      return;
    }
    const keep = Math.min(historyLength, history.length - samples.length);
    history.copyWithin(0, historyLength - keep, historyLength);
    history.set(samples, keep);
    historyLength = keep + samples.length;
  }

  /** Starts the turn's audio afresh with `samples` (copied). */
  function startTurnAudio(samples: Int16Array) {
    const room = Math.min(maxTurnSamples, Math.max(sampleRate, 2 * samples.length));
    turnBuffer = new Int16Array(Math.max(samples.length, room));
    turnBuffer.set(samples);
    turnSamples = samples.length;
  }

  function capture(samples: Int16Array) {
    const part = samples.subarray(0, Math.max(0, maxTurnSamples - turnSamples));
    if (part.length === 0) return;
    if (turnSamples + part.length > turnBuffer.length) {
      const grown = new Int16Array(Math.min(maxTurnSamples, 2 * (turnSamples + part.length)));
      grown.set(turnBuffer.subarray(0, turnSamples));
      turnBuffer = grown;
    }
    turnBuffer.set(part, turnSamples);
    turnSamples += part.length;
  }

  const turnAudioSoFar = () => turnBuffer.subarray(0, turnSamples);

  function trimTurn(fromMs: number) {
    if (!speaking || fromMs <= turnAudioStartMs) return;
    const drop = Math.min(
      turnSamples,
      Math.round(((fromMs - turnAudioStartMs) * sampleRate) / 1000),
    );
    startTurnAudio(turnAudioSoFar().subarray(drop));
    turnAudioStartMs += (drop * 1000) / sampleRate;
    turnStartMs = Math.max(turnStartMs, turnAudioStartMs);
  }

  function endTurn(): SpeechEnded {
    speaking = false;
    // Its own buffer, exactly as long: the turn's owner keeps it.
    const audio = turnBuffer.slice(0, turnSamples);
    turnBuffer = new Int16Array(0);
    turnSamples = 0;
    const endMs = Math.max(lastVoicedEndMs, turnStartMs);
    return {
      type: 'speech-end',
      startMs: turnStartMs,
      endMs,
      durationMs: endMs - turnStartMs,
      audio,
    };
  }

  function analyse(samples: Int16Array, events: VoiceActivityEvent[]) {
    const level = levelDbfs(samples);
    const startMs = nowMs();
    recentLevels[windowsSeen % recentLevels.length] = level;
    windowsSeen++;
    const endMs = nowMs();
    const heard = Math.min(windowsSeen, recentLevels.length);
    // A low percentile rather than the minimum: one freak window (a dropout of digital
    // silence, say) must not drag the floor down and make the room's noise look like speech.
    scratch.set(recentLevels.subarray(0, heard));
    const sorted = scratch.subarray(0, heard).sort();
    const quietest = sorted[Math.floor(heard * FLOOR_PERCENTILE)]!;
    floor = windowsSeen < recentLevels.length ? Math.min(quietest, initialFloor) : quietest;

    if (speaking) {
      capture(samples);
      if (level > Math.max(minimumLevel, floor + continueAbove)) lastVoicedEndMs = endMs;
      if (endMs - lastVoicedEndMs >= hangoverMs || endMs - turnStartMs >= maxTurnMs) {
        events.push(endTurn());
      }
      remember(samples);
      return;
    }

    const loud = level > Math.max(minimumLevel, floor + startAbove);
    if (loud) {
      if (onsetStartMs < 0) {
        onsetStartMs = startMs;
        onsetVoicedMs = 0;
      }
      onsetVoicedMs += windowMs;
      onsetGap = 0;
    } else if (onsetStartMs >= 0) {
      onsetGap += windowMs;
      if (onsetGap > onsetGapMs) onsetStartMs = -1;
    }
    remember(samples);

    if (onsetStartMs >= 0 && onsetVoicedMs >= minSpeechMs) {
      speaking = true;
      turnStartMs = onsetStartMs;
      lastVoicedEndMs = endMs;
      const preRollMs = endMs - onsetStartMs + (preRollSamples * 1000) / sampleRate;
      const fromHistory = Math.min(historyLength, Math.round((preRollMs * sampleRate) / 1000));
      startTurnAudio(history.subarray(historyLength - fromHistory, historyLength));
      turnAudioStartMs = endMs - (fromHistory * 1000) / sampleRate;
      onsetStartMs = -1;
      events.push({ type: 'speech-start', atMs: turnStartMs });
    }
  }

  return {
    push(samples) {
      const events: VoiceActivityEvent[] = [];
      let offset = 0;
      while (offset < samples.length) {
        const take = Math.min(windowSamples - filled, samples.length - offset);
        window.set(samples.subarray(offset, offset + take), filled);
        filled += take;
        offset += take;
        if (filled === windowSamples) {
          filled = 0;
          analyse(window, events);
        }
      }
      return events;
    },
    flush() {
      onsetStartMs = -1;
      return speaking ? [endTurn()] : [];
    },
    get speaking() {
      return speaking;
    },
    get positionMs() {
      return ((windowsSeen * windowSamples + filled) * 1000) / sampleRate;
    },
    get noiseFloorDbfs() {
      return floor;
    },
    get lastVoicedMs() {
      return lastVoicedEndMs;
    },
    get turnAudioStartMs() {
      return turnAudioStartMs;
    },
    turnAudio() {
      return speaking ? turnAudioSoFar() : new Int16Array(0);
    },
    trimTurn,
  };
}
