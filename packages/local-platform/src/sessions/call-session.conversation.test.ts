import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levelDbfs, samplesFromBytes } from '../voice/pcm.ts';
import { concat, mix, noise, silence, speechLike } from '../testing/synthetic-audio.ts';
import { isAssistantSpeech, isFinalLine, SessionClient } from '../testing/session-client.ts';
import {
  startCallSessionsUnderTest,
  type CallSessionsUnderTest,
} from '../testing/test-platform.ts';
import type { SessionAssistant } from './types.ts';

const SECRET = 'test-webhook-secret';
let platform: CallSessionsUnderTest;

beforeAll(async () => {
  platform = await startCallSessionsUnderTest({
    webhookSecret: SECRET,
    tuning: { minimumLimitSeconds: 0.1 },
  });
});
afterAll(() => platform.close());

function interviewAssistant(overrides: Partial<SessionAssistant> = {}): SessionAssistant {
  return {
    id: 'asst-interview',
    name: 'Interviewer',
    firstMessage: 'Hi there.',
    metadata: {
      script: { questions: ['What do you build?', 'Why join us?'], closing: 'Bye now.' },
    },
    server: { url: platform.webhookUrl, headers: { 'x-team': 'vibe' } },
    ...overrides,
  };
}

/** A spoken answer: 1.2 s of voice then quiet, over a steady noise floor, as a microphone sends it. */
const answer = () =>
  mix(concat(silence(0.3), speechLike({ seconds: 1.2 }), silence(1.1)), noise(2.6, -50, 3));

describe('a call session with the scripted assistant', () => {
  it('signals listening, goes in progress and speaks its first message as real 16 kHz speech paced in real time', async () => {
    const { url } = platform.createCall(interviewAssistant());
    const client = await SessionClient.connect(url);
    await client.waitFor(isFinalLine('What do you build?'), 10_000);
    expect(client.messages[0]!.data).toBe('listening');
    expect(client.messages[1]!.data).toEqual({ type: 'status-update', status: 'in-progress' });
    expect(client.ofType('speech-update')[0]).toEqual({
      type: 'speech-update',
      status: 'started',
      role: 'assistant',
      turn: 0,
    });
    expect(client.ofType('transcript').some((m) => m['transcriptType'] === 'partial')).toBe(true);

    // Every frame is 20 ms of 16-bit audio, and the speech is loud enough to hear.
    expect(client.frames.length).toBeGreaterThan(50);
    expect(client.frames.every((frame) => frame.bytes.length === 640)).toBe(true);
    const audio = samplesFromBytes(Buffer.concat(client.frames.map((frame) => frame.bytes)));
    expect(levelDbfs(audio)).toBeGreaterThan(-35);

    // Paced in real time: after the initial lead, the question's frames arrive at 50 per second (±10 %).
    const started = await client.waitFor(isAssistantSpeech('started', 1));
    const question = client.frames.filter((frame) => frame.at >= started.at);
    expect(question.length).toBeGreaterThan(30);
    const steady = question.slice(8);
    const perFrame = (steady.at(-1)!.at - steady[0]!.at) / (steady.length - 1);
    expect(perFrame).toBeGreaterThan(18);
    expect(perFrame).toBeLessThan(22);
    client.close();
  });

  it('runs the whole interview by voice, records it and reports it with the secret', async () => {
    const { id, url } = platform.createCall(interviewAssistant(), { interviewId: 'iv-42' });
    const client = await SessionClient.connect(url);
    await client.waitFor(isAssistantSpeech('stopped'), 10_000, 0);
    await client.waitFor(isFinalLine('What do you build?'), 10_000);
    await client.sendAudio(answer());
    await client.waitFor(isFinalLine('Why join us?'), 10_000);
    expect(
      client
        .ofType('speech-update')
        .filter((m) => m['role'] === 'user')
        .map((m) => m['status']),
    ).toEqual(['started', 'stopped']);
    await client.sendAudio(answer());
    await client.waitFor(isFinalLine('Bye now.'), 10_000);
    await client.waitFor((m) => m['type'] === 'status-update' && m['status'] === 'ended', 5_000);
    expect(client.ofType('status-update').at(-1)).toEqual({
      type: 'status-update',
      status: 'ended',
      endedReason: 'assistant-ended-call',
    });
    expect((await client.waitForClose()).code).toBe(1000);

    const stored = await platform.store.ended(id);
    expect(stored.endedReason).toBe('assistant-ended-call');
    expect(stored.cost).toBe(0);
    expect(stored.transcript).toMatch(
      /^AI: Hi there\.\nAI: What do you build\?\nUser: \(spoken answer, 1\.\d s — no speech recognizer configured\)\nAI: Why join us\?\nUser: \(spoken answer, 1\.\d s — no speech recognizer configured\)\nAI: Bye now\.$/,
    );
    expect(stored.messages!.map((m) => m.role)).toEqual([
      'bot',
      'bot',
      'user',
      'bot',
      'user',
      'bot',
    ]);
    const userTurn = stored.messages![2]!;
    expect(userTurn.duration).toBeGreaterThan(1_000);
    expect(userTurn.duration).toBeLessThan(1_500);
    expect(Date.parse(stored.endedAt!)).toBeGreaterThan(Date.parse(stored.startedAt!));

    const hook = await platform.webhookFor(id);
    expect(hook.headers['x-vapi-secret']).toBe(SECRET);
    expect(hook.headers['x-team']).toBe('vibe');
    const report = hook.body.message;
    expect(report.type).toBe('end-of-call-report');
    expect(report['endedReason']).toBe('assistant-ended-call');
    expect(report['call']).toMatchObject({
      id,
      orgId: 'org-local',
      assistantId: 'asst-interview',
      metadata: { interviewId: 'iv-42' },
    });
    expect(report['artifact']).toMatchObject({
      transcript: stored.transcript,
      messages: stored.messages,
    });
    expect(report).toMatchObject({
      startedAt: stored.startedAt,
      endedAt: stored.endedAt,
      cost: 0,
    });
    // The scripted assistant knows which question each turn answered.
    const spoken = /^\(spoken answer, 1\.\d s — no speech recognizer configured\)$/;
    expect(report['analysis']).toEqual({
      structuredData: { q1: expect.stringMatching(spoken), q2: expect.stringMatching(spoken) },
    });
  });

  it('takes typed turns verbatim and answers them with the next question', async () => {
    const { id, url } = platform.createCall(interviewAssistant());
    const client = await SessionClient.connect(url);
    await client.waitFor(isFinalLine('What do you build?'), 10_000);
    client.sendJson({
      type: 'add-message',
      message: { role: 'user', content: 'Tools for teachers.' },
    });
    await client.waitFor(isFinalLine('Why join us?'), 10_000);
    const update = client.ofType('conversation-update').at(-2)!;
    expect(update['messagesOpenAIFormatted']).toEqual([
      { role: 'assistant', content: 'Hi there.' },
      { role: 'assistant', content: 'What do you build?' },
      { role: 'user', content: 'Tools for teachers.' },
    ]);
    client.sendJson({
      type: 'add-message',
      message: { role: 'user', content: 'Honest feedback, mostly.' },
    });
    await client.waitForClose();
    expect((await platform.store.ended(id)).transcript).toBe(
      'AI: Hi there.\nAI: What do you build?\nUser: Tools for teachers.\nAI: Why join us?\nUser: Honest feedback, mostly.\nAI: Bye now.',
    );
  });

  it('reports the answers per question: typed turns joined, an unanswered question left out', async () => {
    const assistant = interviewAssistant({
      metadata: {
        script: { questions: ['What do you build?', 'Why join us?', 'Anything else?'] },
      },
    });
    const { id, url } = platform.createCall(assistant);
    const client = await SessionClient.connect(url);
    // Before any question: answers nothing.
    client.sendJson({
      type: 'add-message',
      message: { role: 'user', content: 'Hello?' },
      triggerResponseEnabled: false,
    });
    await client.waitFor(isFinalLine('What do you build?'), 10_000);
    client.sendJson({
      type: 'add-message',
      message: { role: 'user', content: 'Tools for teachers.' },
      triggerResponseEnabled: false,
    });
    client.sendJson({ type: 'add-message', message: { role: 'user', content: ' And games. ' } });
    await client.waitFor(isFinalLine('Why join us?'), 10_000);
    client.sendJson({
      type: 'add-message',
      message: { role: 'user', content: 'Honest feedback, mostly.' },
    });
    await client.waitFor(isFinalLine('Anything else?'), 10_000);
    client.sendJson({ type: 'end-call' });
    await client.waitForClose();
    const report = (await platform.webhookFor(id)).body.message;
    expect(report['analysis']).toEqual({
      structuredData: { q1: 'Tools for teachers. And games.', q2: 'Honest feedback, mostly.' },
    });
  });

  it('stops its audio at once when the visitor speaks over a question, then moves on', async () => {
    const assistant = interviewAssistant({
      metadata: {
        script: {
          questions: [
            'Tell me, in as much detail as you like, what you have been building lately and why?',
            'Why join us?',
          ],
        },
      },
    });
    const { id, url } = platform.createCall(assistant);
    const client = await SessionClient.connect(url);
    const question = await client.waitFor(isAssistantSpeech('started', 1), 10_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const sending = client.sendAudio(answer());
    const interrupted = await client.waitFor((m) => m['type'] === 'user-interrupted', 5_000);
    // Only the frames already sent ahead (the ≤100 ms lead) can still arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const late = client.frames.filter((frame) => frame.at > interrupted.at + 30);
    expect(late.length).toBeLessThanOrEqual(1);
    expect(interrupted.at - question.at).toBeLessThan(2_000);
    await sending;
    await client.waitFor(isFinalLine('Why join us?'), 10_000);
    client.sendJson({ type: 'end-call' });
    const stored = await platform.store.ended(id);
    // What was heard of the interrupted question is recorded, not the whole line.
    const cut = stored.messages![1]!.message;
    expect(cut.length).toBeGreaterThan(0);
    expect(cut.length).toBeLessThan(
      'Tell me, in as much detail as you like, what you have been building lately and why?'.length,
    );
    expect(stored.endedReason).toBe('customer-ended-call');
  });

  it('does not let the visitor interrupt the first message unless the assistant allows it', async () => {
    const { url } = platform.createCall(
      interviewAssistant({ firstMessage: 'Hello and welcome to the community interview.' }),
    );
    const client = await SessionClient.connect(url);
    await client.waitFor(isAssistantSpeech('started'), 10_000);
    await client.sendAudio(concat(speechLike({ seconds: 0.8 }), silence(0.1)));
    await client.waitFor(isFinalLine('Hello and welcome to the community interview.'), 10_000);
    expect(client.ofType('user-interrupted')).toEqual([]);
    // The talk-over is recorded but answers nothing: the first question still comes next.
    await client.waitFor(isFinalLine('What do you build?'), 10_000);
    client.close();
  });

  it('waits for the visitor first when the assistant is set to, then greets and asks', async () => {
    const { url } = platform.createCall(
      interviewAssistant({ firstMessageMode: 'assistant-waits-for-user' }),
    );
    const client = await SessionClient.connect(url);
    await client.waitFor((m) => m['type'] === 'status-update', 5_000);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(client.frames).toHaveLength(0);
    client.sendJson({ type: 'add-message', message: { role: 'user', content: 'Hello?' } });
    await client.waitFor(isFinalLine('Hi there.'), 10_000);
    await client.waitFor(isFinalLine('What do you build?'), 10_000);
    client.close();
  });

  it('sends silence while muted and speech again once unmuted', async () => {
    const { url } = platform.createCall(
      interviewAssistant({
        firstMessage: 'This is a rather long greeting so that there is time to mute it.',
      }),
    );
    const client = await SessionClient.connect(url);
    await client.waitFor(isAssistantSpeech('started'), 10_000);
    client.sendJson({ type: 'control', control: 'mute-assistant' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const mutedFrom = client.frames.length + 6; // frames sent ahead before the mute
    await new Promise((resolve) => setTimeout(resolve, 500));
    const muted = client.frames.slice(mutedFrom);
    expect(muted.length).toBeGreaterThan(10);
    expect(muted.every((frame) => frame.bytes.every((byte) => byte === 0))).toBe(true);
    client.sendJson({ type: 'control', control: 'unmute-assistant' });
    await client.waitFor(isFinalLine('What do you build?'), 10_000);
    const last = samplesFromBytes(
      Buffer.concat(client.frames.slice(-60).map((frame) => frame.bytes)),
    );
    expect(levelDbfs(last)).toBeGreaterThan(-40);
    client.close();
  });

  it('puts a recognizer’s words in the record when one is configured', async () => {
    const heard: number[] = [];
    const withRecognizer = await startCallSessionsUnderTest({
      recognizer: {
        async transcribe(pcm, options) {
          if (options?.purpose !== 'partial') heard.push(pcm.length);
          return 'I build tools for teachers.';
        },
      },
    });
    try {
      const { id, url } = withRecognizer.createCall(interviewAssistant({ server: {} }));
      const client = await SessionClient.connect(url);
      await client.waitFor(isFinalLine('What do you build?'), 10_000);
      await client.sendAudio(answer(), { realTime: false });
      await client.waitFor(isFinalLine('I build tools for teachers.', 'user'), 5_000);
      client.sendJson({ type: 'end-call' });
      const stored = await withRecognizer.store.ended(id);
      expect(stored.transcript).toContain('User: I build tools for teachers.');
      // The recognizer got the turn's audio: about 1.2 s, plus a little before and after (the
      // answer arrived at once, so the quiet after it was all there when its words ended it).
      expect(heard[0]! / 16_000).toBeGreaterThan(1.2);
      expect(heard[0]! / 16_000).toBeLessThanOrEqual(2.6);
    } finally {
      await withRecognizer.close();
    }
  });
});
