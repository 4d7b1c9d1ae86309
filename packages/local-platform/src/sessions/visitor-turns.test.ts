import { setTimeout as sleep } from 'node:timers/promises';
import type { SessionServerMessage } from '@vibe/voice-sdk/protocol';
import { describe, expect, it } from 'vitest';
import { OracleRecognizer } from '../testing/oracle-recognizer.ts';
import type { SpokenAudio } from '../testing/spoken-audio.ts';
import { beeps, concat, mix, noise, silence, speechLike } from '../testing/synthetic-audio.ts';
import type { SpeechRecognizer } from '../voice/speech-recognizer.ts';
import { SessionTimers } from './session-timers.ts';
import type { TurnTakingOptions } from './types.ts';
import { VisitorTurns } from './visitor-turns.ts';

// The logic of turn taking with a recogniser that knows the answers (`oracle-recognizer.ts`),
// on synthetic voice and noise, fed about 20 times faster than real time. The call-session
// tests run it on real speech, in real time.

/** A recorded turn, with the texts it was revised to. */
interface Recorded {
  text: string;
  revisions: string[];
}

function harness(
  options: {
    recognizer?: SpeechRecognizer;
    recognizerTimeoutMs?: number;
    turnTaking?: TurnTakingOptions;
  } = {},
) {
  const sent: SessionServerMessage[] = [];
  const events: string[] = [];
  const records: Recorded[] = [];
  const timers = new SessionTimers(
    { silenceMs: 1e9, maxDurationMs: 1e9 },
    { silenceTimedOut: () => {}, maxDurationReached: () => {} },
  );
  let running = true;
  const turns = new VisitorTurns({
    callId: 'call-1',
    recognizer: options.recognizer,
    recognizerTimeoutMs: options.recognizerTimeoutMs ?? 10_000,
    voiceActivity: undefined,
    turnTaking: options.turnTaking,
    timers,
    clock: () => new Date(),
    log: (line) => events.push(`log ${line}`),
    recorded: () => false,
    running: () => running,
    guard: (handler) => handler(),
    send: (message) => sent.push(message),
    speechStarted: () => events.push('speech-started'),
    turnEnded: () => events.push('turn-ended'),
    turnHeard: (text) => {
      const record: Recorded = { text, revisions: [] };
      records.push(record);
      events.push(`heard ${text}`);
      return (revised) => {
        record.revisions.push(revised);
        events.push(`revised ${revised}`);
      };
    },
    turnSettled: () => events.push('settled'),
  });
  /** Largest number of turns holding the conversation at once, sampled per frame. */
  let held = false;
  let spoke = false;
  return {
    turns,
    sent,
    events,
    records,
    get heldEver() {
      return held;
    },
    get speakingEver() {
      return spoke;
    },
    endCall() {
      running = false;
      turns.flush();
      timers.clearAll();
    },
    /** Feeds audio in 20 ms frames, a millisecond apart (so recognitions land in between). */
    async feed(audio: Int16Array) {
      for (let offset = 0; offset < audio.length; offset += 320) {
        turns.hear(audio.subarray(offset, offset + 320));
        held ||= turns.transcribing;
        spoke ||= turns.speaking;
        await sleep(1);
      }
    },
    userMessages(type: string) {
      return sent.filter((m) => m.type === type && 'role' in m && m.role === 'user');
    },
  };
}

/** Synthetic "speech" that a recogniser knowing the script hears as `text`. */
function said(script: (string | number)[]): SpokenAudio {
  const parts: Int16Array[] = [];
  const phrases: SpokenAudio['phrases'] = [];
  let at = 0;
  for (const part of script) {
    const seconds = typeof part === 'number' ? part : 0.35 * part.split(' ').length;
    const audio =
      typeof part === 'number' ? silence(seconds) : speechLike({ seconds, syllablesPerSecond: 3 });
    if (typeof part === 'string') {
      phrases.push({ text: part, startSample: at, endSample: at + audio.length });
    }
    parts.push(audio);
    at += audio.length;
  }
  const audio = mix(concat(...parts), noise(at / 16_000, -60, 9));
  return { audio, phrases };
}

const fast = () => new OracleRecognizer({ baseMs: 0, perSecondMs: 0 });

describe('the visitor’s turns with a speech recogniser', () => {
  it('makes a turn of speech once words are heard, shows partials, and records the final words', async () => {
    const recognizer = fast();
    const spoken = said([0.5, 'I build tools for teachers.', 1.5]);
    recognizer.knows(spoken);
    const test = harness({ recognizer });
    await test.feed(spoken.audio);
    await test.turns.settled();
    expect(test.events).toEqual([
      'speech-started',
      'turn-ended',
      'heard I build tools for teachers.',
      'settled',
    ]);
    const transcripts = test.userMessages('transcript') as Record<string, unknown>[];
    expect(transcripts.at(-1)).toEqual({
      type: 'transcript',
      role: 'user',
      transcriptType: 'final',
      transcript: 'I build tools for teachers.',
    });
    expect(transcripts.filter((m) => m['transcriptType'] === 'partial').length).toBeGreaterThan(0);
    expect(test.userMessages('speech-update')).toEqual([
      { type: 'speech-update', status: 'started', role: 'user', turn: 0 },
      { type: 'speech-update', status: 'stopped', role: 'user', turn: 0 },
    ]);
    // Partials ran while the visitor spoke, then one final of the whole turn.
    const purposes = recognizer.calls.map((call) => call.purpose);
    expect(purposes.filter((purpose) => purpose === 'partial').length).toBeGreaterThanOrEqual(2);
    expect(purposes.filter((purpose) => purpose === 'final')).toHaveLength(1);
  });

  it('neither starts a turn nor holds the conversation nor records anything for beeps and noise', async () => {
    const recognizer = fast();
    const test = harness({ recognizer });
    await test.feed(mix(beeps({ seconds: 8 }), noise(8, -50, 4)));
    test.endCall();
    await test.turns.settled();
    expect(test.events.filter((event) => event !== 'settled')).toEqual([]);
    expect(test.sent).toEqual([]);
    expect(test.records).toEqual([]);
    expect(test.speakingEver).toBe(false);
    // The candidate was asked about (partials), each time about its last seconds only.
    const partials = recognizer.calls.filter((call) => call.purpose === 'partial');
    expect(partials.length).toBeGreaterThan(4);
    expect(Math.max(...partials.map((call) => call.seconds))).toBeLessThanOrEqual(4);
  });

  it('keeps an answer with two 1.3 s pauses after unfinished words as one turn', async () => {
    const recognizer = fast();
    const spoken = said([
      0.5,
      'I build tools and',
      1.3,
      'games for the',
      1.3,
      'kids at school.',
      1.5,
    ]);
    recognizer.knows(spoken);
    const test = harness({ recognizer });
    await test.feed(spoken.audio);
    await test.turns.settled();
    expect(test.records.map((record) => record.text)).toEqual([
      'I build tools and games for the kids at school.',
    ]);
  });

  it('ends a finished answer after a short quiet, though a beeping microphone never goes quiet for long', async () => {
    const recognizer = fast();
    const answer = said([0.5, 'I build tools for teachers.', 6]);
    const spoken = {
      ...answer,
      audio: mix(answer.audio, beeps({ seconds: 7, offsetSeconds: 0.3 })),
    };
    recognizer.knows(spoken);
    const test = harness({ recognizer });
    await test.feed(spoken.audio);
    await test.turns.settled();
    expect(test.records.map((record) => record.text)).toEqual(['I build tools for teachers.']);
    const turn = test.userMessages('speech-update');
    expect(turn).toHaveLength(2);
  });

  it('loses no speech when the recogniser drops the partials of a candidate, busy', async () => {
    const oracle = fast();
    const spoken = said([0.5, 'I build tools for teachers in small towns.', 1.5]);
    oracle.knows(spoken);
    // Busy for the first four seconds: every partial is dropped (null), as the interface allows.
    const startedAt = performance.now();
    const recognizer: SpeechRecognizer = {
      transcribe: (pcm, options) =>
        options?.purpose === 'partial' && performance.now() - startedAt < 4_000
          ? Promise.resolve(null)
          : oracle.transcribe(pcm, options),
    };
    const test = harness({ recognizer });
    // Fed in real time, so that the recogniser is busy for most of the answer.
    for (let offset = 0; offset < spoken.audio.length; offset += 320) {
      test.turns.hear(spoken.audio.subarray(offset, offset + 320));
      await sleep(20);
    }
    await test.turns.settled();
    expect(test.records.map((record) => record.text)).toEqual([
      'I build tools for teachers in small towns.',
    ]);
  });

  it('holds the conversation for a sound that may continue an answer, until it is known to be noise', async () => {
    const recognizer = fast();
    const spoken = said([0.5, 'I build tools.', 0.9]);
    recognizer.knows(spoken);
    const test = harness({ recognizer });
    await test.feed(spoken.audio);
    await test.turns.recordedAll();
    expect(test.turns.speaking).toBe(false);
    // A sound soon after the answer: the visitor may be going on.
    await test.feed(beeps({ seconds: 0.3 }));
    expect(test.turns.speaking).toBe(true);
    // Partials tell nothing of it (null: a busy recogniser dropped them), so it holds the
    // conversation well past a thinking pause, until 10 s after the last words; then the
    // conversation may go on.
    await test.feed(mix(beeps({ seconds: 4.5 }), noise(4.5, -60, 5)));
    expect(test.turns.speaking).toBe(true);
    await test.feed(mix(beeps({ seconds: 5 }), noise(5, -60, 6)));
    expect(test.turns.speaking).toBe(false);
    expect(test.events.at(-1)).toBe('settled');
    expect(test.records).toHaveLength(1);
  });

  it('lets a sound go as noise as soon as a partial that ran heard no words in it', async () => {
    const oracle = fast();
    const spoken = said([0.5, 'I build tools.', 0.9]);
    oracle.knows(spoken);
    const recognizer: SpeechRecognizer = {
      transcribe: async (pcm, options) => (await oracle.transcribe(pcm, options)) ?? '(beep)',
    };
    const test = harness({ recognizer });
    await test.feed(spoken.audio);
    await test.turns.recordedAll();
    await test.feed(beeps({ seconds: 0.3 }));
    expect(test.turns.speaking).toBe(true);
    await test.feed(silence(0.6));
    expect(test.turns.speaking).toBe(false);
    // Later sounds hold nothing.
    await test.feed(silence(2.5));
    await test.feed(beeps({ seconds: 0.3 }));
    expect(test.turns.speaking).toBe(false);
  });

  it('records a turn as being transcribed when its words are late, lets the call go on, and fills it in', async () => {
    const recognizer = fast();
    const spoken = said([0.5, 'Mostly Python.', 3]);
    recognizer.knows(spoken);
    const test = harness({ recognizer, recognizerTimeoutMs: 150 });
    await test.feed(spoken.audio.subarray(0, 16_000));
    // The machine is overloaded from here on: a final takes about a second.
    recognizer.setSpeed({ baseMs: 1_000 });
    await test.feed(spoken.audio.subarray(16_000));
    await sleep(400);
    expect(test.events).toEqual([
      'speech-started',
      'turn-ended',
      'heard (transcribing…)',
      'settled',
    ]);
    expect(test.turns.transcribing).toBe(false);
    await test.turns.settled();
    expect(test.records).toEqual([{ text: '(transcribing…)', revisions: ['Mostly Python.'] }]);
    expect(test.userMessages('transcript').at(-1)).toMatchObject({
      transcriptType: 'final',
      transcript: 'Mostly Python.',
    });
  });

  it('keeps today’s energy turns without a recogniser: every sound is a turn, its length recorded', async () => {
    const test = harness();
    await test.feed(concat(silence(0.5), beeps({ seconds: 0.5 }), silence(1)));
    await test.turns.settled();
    expect(test.events).toEqual([
      'speech-started',
      'turn-ended',
      'heard (spoken answer, 0.2 s — no speech recognizer configured)',
      'settled',
    ]);
  });
});
