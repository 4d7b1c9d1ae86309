import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PCM_SAMPLE_RATE } from '@vibe/voice-sdk/protocol';
import { createEspeakSynthesizer } from './espeak-synthesizer.ts';
import { levelDbfs } from './pcm.ts';
import { SynthesisBusyError } from './speech-synthesizer.ts';

/** Fraction of 20 ms windows that carry sound: speech has pauses, a tone or noise has none. */
function voicedFraction(samples: Int16Array): number {
  let voiced = 0;
  let windows = 0;
  for (let start = 0; start + 320 <= samples.length; start += 320, windows++) {
    if (levelDbfs(samples, start, start + 320) > -45) voiced++;
  }
  return voiced / windows;
}

describe('createEspeakSynthesizer', () => {
  const synthesizer = createEspeakSynthesizer();
  afterAll(() => synthesizer.close());

  it('speaks a sentence as 16 kHz audio of a plausible length and loudness', async () => {
    const audio = await synthesizer.synthesize('What got you into coding with AI assistants?');
    const seconds = audio.length / PCM_SAMPLE_RATE;
    expect(seconds).toBeGreaterThan(1.5);
    expect(seconds).toBeLessThan(5);
    expect(levelDbfs(audio)).toBeGreaterThan(-30);
    const fraction = voicedFraction(audio);
    expect(fraction).toBeGreaterThan(0.5);
    expect(fraction).toBeLessThan(1);
  });

  it('speaks every voice it maps the platform’s voices to, each differently', async () => {
    const text = 'Hello there.';
    const spoken = new Set<string>();
    for (const voiceId of ['Elliot', 'Kylie', 'Rohan', 'Lily', 'Spencer']) {
      const audio = await synthesizer.synthesize(text, { voice: { provider: 'vapi', voiceId } });
      expect(levelDbfs(audio)).toBeGreaterThan(-30);
      spoken.add(Buffer.from(audio.buffer, audio.byteOffset, audio.byteLength).toString('base64'));
    }
    expect(spoken.size).toBe(5);
  });

  it('speaks text that looks like a command-line option as words', async () => {
    const audio = await synthesizer.synthesize('-v --help');
    expect(audio.length / PCM_SAMPLE_RATE).toBeGreaterThan(0.3);
  });

  it('answers nothing for empty text without starting a synthesis', async () => {
    expect((await synthesizer.synthesize('  \n ')).length).toBe(0);
  });

  it('uses a female variant for the platform voices that are female', async () => {
    const [male, female] = await Promise.all([
      synthesizer.synthesize('Hello there', { voice: { provider: 'vapi', voiceId: 'Elliot' } }),
      synthesizer.synthesize('Hello there', { voice: { provider: 'vapi', voiceId: 'Lily' } }),
    ]);
    expect(Buffer.compare(Buffer.from(male.buffer), Buffer.from(female.buffer))).not.toBe(0);
  });

  it('fails an unknown native voice instead of hanging, and keeps working afterwards', async () => {
    await expect(
      synthesizer.synthesize('Hello', { voice: { provider: 'espeak', voiceId: 'zz-nothing' } }),
    ).rejects.toThrow();
    expect((await synthesizer.synthesize('Still here')).length).toBeGreaterThan(0);
  });

  it('speaks a live call’s phrase before the samples queued ahead of it', async () => {
    const finished: string[] = [];
    const track = (name: string, speech: Promise<Int16Array>) =>
      speech.then((audio) => {
        finished.push(name);
        return audio;
      });
    const samples = [1, 2, 3].map((n) =>
      track(
        `sample ${n}`,
        synthesizer.synthesize(`This is voice sample number ${n}, a little longer than a line.`, {
          priority: 'sample',
        }),
      ),
    );
    const call = track(
      'call',
      synthesizer.synthesize('Welcome to the interview.', { priority: 'urgent' }),
    );
    const prefetch = track(
      'prefetch',
      synthesizer.synthesize('What do you build?', { priority: 'prefetch' }),
    );
    await Promise.all([...samples, call, prefetch]);
    // The first sample may already be speaking when the call asks: it is not interrupted.
    expect(finished.indexOf('call')).toBeLessThanOrEqual(1);
    expect(finished.indexOf('prefetch')).toBe(finished.indexOf('call') + 1);
    expect(finished.slice(-2)).toEqual(['sample 2', 'sample 3']);
  });

  it('drops a withdrawn sample from the queue and refuses samples beyond the bound', async () => {
    const bounded = createEspeakSynthesizer({ maxWaitingSamples: 2 });
    try {
      const running = bounded.synthesize('The worker speaks this one first.', {
        priority: 'sample',
      });
      const withdrawn = new AbortController();
      const gone = bounded.synthesize('Nobody will hear this sample.', {
        priority: 'sample',
        signal: withdrawn.signal,
      });
      const kept = bounded.synthesize('This sample is still wanted.', { priority: 'sample' });
      await expect(
        bounded.synthesize('One sample too many.', { priority: 'sample' }),
      ).rejects.toBeInstanceOf(SynthesisBusyError);
      expect(bounded.queueDepth()).toBe(2);
      withdrawn.abort();
      await expect(gone).rejects.toMatchObject({ name: 'AbortError' });
      expect(bounded.queueDepth()).toBe(1);
      // Room again for one more.
      const another = bounded.synthesize('Another sample fits now.', { priority: 'sample' });
      for (const audio of await Promise.all([running, kept, another])) {
        expect(levelDbfs(audio)).toBeGreaterThan(-30);
      }
      expect(bounded.queueDepth()).toBe(0);
    } finally {
      await bounded.close();
    }
  });

  it.runIf(process.platform === 'linux')(
    'runs a low-priority worker (for samples) at the lowest OS priority, stopped when idle',
    async () => {
      /** The nice values of this process's threads (field 19 of each thread's stat line). */
      const niceValues = () =>
        readdirSync('/proc/self/task').map((tid) => {
          const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
          return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
        });
      expect(niceValues()).not.toContain(19);
      const samples = createEspeakSynthesizer({ lowPriority: true, idleTimeoutMs: 100 });
      try {
        expect((await samples.synthesize('Hello', { priority: 'sample' })).length).toBeGreaterThan(
          0,
        );
        expect(niceValues()).toContain(19);
        // Idle, it stops (giving its memory back), and the next sample starts it again.
        await new Promise((resolve) => setTimeout(resolve, 400));
        expect(niceValues()).not.toContain(19);
        expect((await samples.synthesize('Again', { priority: 'sample' })).length).toBeGreaterThan(
          0,
        );
      } finally {
        await samples.close();
      }
    },
  );

  it('keeps the process alive while speaking, and not once idle', () => {
    const dir = mkdtempSync(join(tmpdir(), 'espeak-idle-'));
    const script = join(dir, 'speak.mjs');
    writeFileSync(
      script,
      `const { createEspeakSynthesizer } = await import(${JSON.stringify(new URL('./espeak-synthesizer.ts', import.meta.url).href)});
      const audio = await createEspeakSynthesizer().synthesize('Done');
      console.log(audio.length > 0 ? 'spoke' : 'silent');`,
    );
    const started = Date.now();
    const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
      encoding: 'utf8',
      timeout: 15_000,
    });
    rmSync(dir, { recursive: true, force: true });
    expect(run.stdout.trim()).toBe('spoke');
    expect(run.status).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
