import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PCM_SAMPLE_RATE } from '@vibe/voice-sdk/protocol';
import { createEspeakSynthesizer } from './espeak-synthesizer.ts';
import { levelDbfs } from './pcm.ts';

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
