import { describe, expect, it } from 'vitest';
import { concat, mix, noise, silence, speechLike } from '../testing/synthetic-audio.ts';
import {
  createVoiceActivityDetector,
  type SpeechEnded,
  type VoiceActivityEvent,
} from './voice-activity.ts';

/** Feeds audio in 20 ms frames, as a browser would, and collects the events. */
function run(audio: Int16Array, detector = createVoiceActivityDetector()): VoiceActivityEvent[] {
  const events: VoiceActivityEvent[] = [];
  for (let offset = 0; offset < audio.length; offset += 320) {
    events.push(...detector.push(audio.subarray(offset, offset + 320)));
  }
  return events;
}

const ended = (events: VoiceActivityEvent[]) =>
  events.filter((event): event is SpeechEnded => event.type === 'speech-end');

describe('createVoiceActivityDetector', () => {
  it('finds one turn in speech followed by silence, ending a hangover after the last sound', () => {
    const events = run(concat(silence(0.5), speechLike({ seconds: 1.2 }), silence(1.5)));
    expect(events.map((event) => event.type)).toEqual(['speech-start', 'speech-end']);
    const turn = ended(events)[0]!;
    expect(turn.startMs).toBeGreaterThanOrEqual(480);
    expect(turn.startMs).toBeLessThanOrEqual(540);
    expect(turn.durationMs).toBeGreaterThan(1_000);
    expect(turn.durationMs).toBeLessThan(1_300);
    expect(turn.audio.length / 16_000).toBeGreaterThan(1.2);
  });

  it('reports the end only once the hangover of quiet has passed', () => {
    const detector = createVoiceActivityDetector({ hangoverMs: 800 });
    run(concat(speechLike({ seconds: 1 }), silence(0.7)), detector);
    expect(detector.speaking).toBe(true);
    expect(ended(run(silence(0.2), detector))).toHaveLength(1);
  });

  it('bridges the short pauses between words within one turn', () => {
    const words = concat(
      speechLike({ seconds: 0.6 }),
      silence(0.4),
      speechLike({ seconds: 0.6 }),
      silence(0.5),
      speechLike({ seconds: 0.6 }),
      silence(1.2),
    );
    expect(ended(run(words))).toHaveLength(1);
  });

  it('ignores a steady noise floor, and still hears speech over it', () => {
    const floor = noise(6, -42);
    const quiet = run(floor);
    expect(quiet).toEqual([]);
    const speech = mix(concat(silence(1), speechLike({ seconds: 1.2 }), silence(2)), floor);
    expect(ended(run(speech))).toHaveLength(1);
  });

  it('adapts to a louder background that appears mid-call without calling it speech forever', () => {
    const detector = createVoiceActivityDetector();
    run(noise(1, -60), detector);
    // A fan switches on: 20 dB louder. It may look like a turn at first, but never twice.
    const events = run(noise(20, -40, 7), detector);
    expect(events.filter((event) => event.type === 'speech-start').length).toBeLessThanOrEqual(1);
    expect(detector.speaking).toBe(false);
    expect(detector.noiseFloorDbfs).toBeGreaterThan(-45);
  });

  it('keeps a long unbroken turn as one turn', () => {
    const turns = ended(run(concat(silence(0.5), speechLike({ seconds: 10 }), silence(1))));
    expect(turns).toHaveLength(1);
    expect(turns[0]!.durationMs).toBeGreaterThan(9_800);
  });

  it('is not thrown by a moment of digital silence in a noisy room', () => {
    const detector = createVoiceActivityDetector();
    run(noise(2, -55, 5), detector);
    const events = run(
      concat(speechLike({ seconds: 1.2 }), silence(0.02), noise(1, -55, 6)),
      detector,
    );
    const turn = ended(events)[0]!;
    expect(turn).toBeDefined();
    // Ended by the hangover after the speech, not held open by the noise.
    expect(turn.durationMs).toBeLessThan(1_300);
  });

  it('ignores clicks shorter than the minimum speech duration', () => {
    const click = speechLike({ seconds: 0.04, peakDbfs: -3 });
    expect(run(concat(silence(0.5), click, silence(1), click, silence(1)))).toEqual([]);
  });

  it('ends a turn in progress on flush', () => {
    const detector = createVoiceActivityDetector();
    run(concat(silence(0.2), speechLike({ seconds: 0.8 })), detector);
    const events = detector.flush();
    expect(events).toHaveLength(1);
    expect(detector.speaking).toBe(false);
    expect(detector.flush()).toEqual([]);
  });

  it('accepts frames of any size', () => {
    const detector = createVoiceActivityDetector();
    const audio = concat(speechLike({ seconds: 1 }), silence(1));
    const events: VoiceActivityEvent[] = [];
    for (let offset = 0; offset < audio.length; offset += 777) {
      events.push(...detector.push(audio.subarray(offset, offset + 777)));
    }
    expect(ended(events)).toHaveLength(1);
    expect(detector.positionMs).toBe(2_000);
  });

  it('hands out the audio of the turn so far, for live partial transcripts', () => {
    const detector = createVoiceActivityDetector({ preRollMs: 300 });
    expect(detector.turnAudio()).toHaveLength(0);
    run(concat(silence(1), speechLike({ seconds: 1 })), detector);
    expect(detector.speaking).toBe(true);
    const soFar = detector.turnAudio();
    // The second of speech, and the pre-roll before it.
    expect(soFar.length / 16_000).toBeGreaterThan(1.2);
    expect(soFar.length / 16_000).toBeLessThan(1.35);
    expect(detector.turnAudioStartMs).toBeCloseTo(detector.positionMs - soFar.length / 16, 5);
    expect(detector.lastVoicedMs).toBeGreaterThan(1_900);
    const heldSoFar = soFar.slice();
    run(silence(0.5), detector);
    // A view that later audio, or a trim, leaves as it was: a partial may still be reading it.
    detector.trimTurn(detector.positionMs - 1_000);
    expect(soFar).toEqual(heldSoFar);
    expect(detector.lastVoicedMs).toBeLessThanOrEqual(2_000);
    expect(detector.positionMs - detector.lastVoicedMs).toBeGreaterThanOrEqual(500);
  });

  it('drops the start of a turn on request: its audio, its start, and the cap counts from there', () => {
    const detector = createVoiceActivityDetector({ maxTurnMs: 5_000, hangoverMs: 2_000 });
    // Noise that a recogniser found no words in, then speech.
    run(concat(silence(0.5), speechLike({ seconds: 4 })), detector);
    detector.trimTurn(3_000);
    expect(detector.turnAudioStartMs).toBe(3_000);
    expect(detector.turnAudio().length).toBe(((detector.positionMs - 3_000) * 16_000) / 1000);
    // Without the trim the cap would end the turn at 5.5 s.
    const events = run(concat(speechLike({ seconds: 3 }), silence(2.5)), detector);
    const [turn] = ended(events);
    expect(turn!.startMs).toBe(3_000);
    expect(turn!.durationMs).toBeGreaterThan(4_000);
    expect(turn!.audio.length / 16_000).toBeGreaterThan(4.4);
  });

  it('keeps an answer with 1.3 s pauses as one turn with a longer hangover, and caps a turn at 60 s', () => {
    const phrase = () => speechLike({ seconds: 1.5, syllablesPerSecond: 3 });
    const answer = concat(phrase(), silence(1.3), phrase(), silence(1.3), phrase(), silence(2.5));
    expect(ended(run(answer, createVoiceActivityDetector({ hangoverMs: 2_200 })))).toHaveLength(1);
    expect(ended(run(answer, createVoiceActivityDetector({ hangoverMs: 800 })))).toHaveLength(3);
    const long = ended(run(concat(speechLike({ seconds: 61 }), silence(1))));
    expect(long[0]!.durationMs).toBe(60_000);
  });
});
