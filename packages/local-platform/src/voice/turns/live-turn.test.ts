import { describe, expect, it } from 'vitest';
import { endpointingOf } from './endpointing.ts';
import { liveTurnOptionsOf, LiveTurn } from './live-turn.ts';

const options = liveTurnOptionsOf({ endpointing: endpointingOf() });
/** A turn heard from `startMs` on; audio times in milliseconds. */
const turnAt = (startMs: number) => new LiveTurn(startMs, options);
const at = (nowMs: number, lastVoicedMs = nowMs) => ({ nowMs, lastVoicedMs });

/** Runs one partial on the turn: asked for at `nowMs`, answered `text`. */
function partial(turn: LiveTurn, nowMs: number, text: string | null) {
  turn.partialStarted(nowMs);
  return turn.partialLanded(text, nowMs);
}

describe('a live turn', () => {
  it('asks for its first partial soon after it starts, then about once a second, one at a time', () => {
    const turn = turnAt(1_000);
    expect(turn.partialDue(at(1_400))).toBe(false);
    expect(turn.partialDue(at(1_500))).toBe(true);
    turn.partialStarted(1_500);
    expect(turn.partialDue(at(2_600))).toBe(false); // the previous one still runs
    turn.partialLanded('I build', 1_500);
    expect(turn.partialDue(at(2_400))).toBe(false);
    expect(turn.partialDue(at(2_500))).toBe(true);
  });

  it('asks for a partial as soon as the visitor pauses, so the words before the pause are known', () => {
    const turn = turnAt(0);
    partial(turn, 1_500, 'I build tools');
    // Still speaking until 2 000, quiet since.
    expect(turn.partialDue(at(2_200, 2_000))).toBe(false);
    expect(turn.partialDue(at(2_300, 2_000))).toBe(true);
  });

  it('becomes speech on its first words, and reports words that change', () => {
    const turn = turnAt(0);
    expect(partial(turn, 500, '[noise]')).toMatchObject({ kind: 'no-words' });
    expect(turn.confirmed).toBe(false);
    expect(partial(turn, 1_500, 'I build')).toEqual({ kind: 'confirmed', text: 'I build' });
    expect(turn.confirmed).toBe(true);
    expect(partial(turn, 2_500, 'I build tools.')).toEqual({
      kind: 'words',
      text: 'I build tools.',
      changed: true,
    });
    expect(partial(turn, 3_500, 'I build tools.')).toMatchObject({ changed: false });
    // A confirmed turn keeps its words when a partial hears none.
    expect(partial(turn, 4_500, '')).toEqual({ kind: 'no-words' });
    expect(turn.text).toBe('I build tools.');
  });

  it('tells a candidate with no words where to drop its audio, keeping the last second', () => {
    const turn = turnAt(0);
    expect(partial(turn, 3_500, '')).toEqual({ kind: 'no-words', trimBeforeMs: 2_500 });
  });

  it('learns nothing from a partial answered null: the recogniser may have dropped it, busy', () => {
    const turn = turnAt(0);
    expect(partial(turn, 3_500, null)).toEqual({ kind: 'unknown' });
    expect(turn.confirmed).toBe(false);
    expect(turn.partialDue(at(4_500))).toBe(true);
  });

  it('ends after a short quiet when its up-to-date words look finished', () => {
    const turn = turnAt(0);
    partial(turn, 1_000, 'I build');
    partial(turn, 2_300, 'I build tools for teachers.');
    expect(turn.endDue(at(2_700, 2_000))).toBeNull();
    expect(turn.endDue(at(2_800, 2_000))).toBe('quiet');
  });

  it('waits for the long quiet when its words trail off or miss the end of the speech', () => {
    const trailing = turnAt(0);
    partial(trailing, 2_300, 'I build tools and');
    expect(trailing.endDue(at(3_500, 2_000))).toBeNull();
    expect(trailing.endDue(at(4_200, 2_000))).toBe('quiet');
    const behind = turnAt(0);
    // The last partial heard up to 1 800; the visitor spoke on until 2 000.
    partial(behind, 1_800, 'I build tools.');
    expect(behind.endDue(at(3_000, 2_000))).toBeNull();
  });

  it('ends when its words stop changing though the audio never goes quiet for long (a beeping microphone)', () => {
    const turn = turnAt(0);
    partial(turn, 1_000, 'I build');
    partial(turn, 2_000, 'I build tools for teachers.');
    partial(turn, 3_000, 'I build tools for teachers');
    partial(turn, 4_000, 'I build tools for teachers.');
    // A beep at 4 400: only 2 000 ms without a new word, and not quiet at this instant.
    expect(turn.endDue(at(4_400, 4_400))).toBeNull();
    partial(turn, 4_500, 'I build tools for teachers.');
    expect(turn.endDue(at(4_520, 4_520))).toBeNull();
    expect(turn.endDue(at(4_800, 4_500))).toBe('stable');
  });

  it('never ends a candidate: the voice-activity detector does', () => {
    const turn = turnAt(0);
    partial(turn, 1_000, null);
    expect(turn.endDue(at(9_000, 1_000))).toBeNull();
  });

  it('waits for the long quiet when a sound after its last new word was not recognised (a swallowed "and")', () => {
    const turn = turnAt(0);
    partial(turn, 2_000, 'I have been cooking for ten years.');
    // "and" said from 2 100 to 2 400, then a pause; the model drops the trailing "and" and
    // writes "10" for "ten": the same number of words, nothing new for the last sound.
    partial(turn, 2_700, 'I have been cooking for 10 years');
    expect(turn.endDue(at(3_300, 2_400))).toBeNull();
    expect(turn.endDue(at(4_600, 2_400))).toBe('quiet');
  });

  it('takes a model’s second thoughts about words it already heard for no new words', () => {
    const turn = turnAt(0);
    partial(turn, 1_000, 'I have been coding for ten years');
    partial(turn, 2_000, 'I have been coping for 10 years');
    partial(turn, 3_000, 'I have been cooking for ten years');
    partial(turn, 3_600, 'I have been coding for ten years.');
    // Voice until 4 000 (a beep), no new word since 1 000: stable.
    expect(turn.endDue(at(4_300, 4_000))).toBe('stable');
  });
});
