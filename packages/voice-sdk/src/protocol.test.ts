// The wire contract (`@vibe/voice-sdk/protocol`). The type-level checks are compiled by the
// workspace's `tsc --noEmit` (npm run typecheck): an `@ts-expect-error` that no longer fails to
// compile is itself an error. The run-time checks pin the constants' values and show that the
// entry point holds nothing but constants.
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { components } from './generated/openapi.ts';
import {
  CALL_ENDED_REASONS,
  CALL_STATUSES,
  LISTENING_FRAME,
  PCM_BYTES_PER_SAMPLE,
  PCM_CHANNELS,
  PCM_CONTAINER,
  PCM_FORMAT,
  PCM_FRAME_BYTES,
  PCM_FRAME_MS,
  PCM_FRAME_SAMPLES,
  PCM_MAX_CLIENT_FRAME_BYTES,
  PCM_MAX_CLIENT_FRAME_MS,
  PCM_SAMPLE_RATE,
  PLAYABLE_FRAME,
  SESSION_AUDIO_FORMAT,
  SESSION_CONTROL_VALUES,
  type ArtifactMessage,
  type CallEndedReason,
  type CallStatus,
  type ClientMessageType,
  type EndOfCallReport,
  type EndOfCallReportBody,
  type OpenAIMessage,
  type SessionClientFrame,
  type SessionClientMessage,
  type SessionControlValue,
  type SessionServerFrame,
  type SessionServerMessage,
  type SessionServerMessageOf,
  type SessionServerMessageType,
  type ToolCall,
} from './protocol.ts';

/** Each message type, narrowed from the union by its `type` alone. */
type Narrowed<T extends SessionServerMessageType> = SessionServerMessageOf<T>;

describe('ended reasons and call statuses', () => {
  it('are the generated enums: a reason outside the enum does not compile', () => {
    const ended: CallEndedReason = 'customer-ended-call';
    const timedOut: CallEndedReason = 'silence-timed-out';
    // @ts-expect-error not one of the platform's reasons
    const invented: CallEndedReason = 'visitor-got-bored';
    // @ts-expect-error reasons are exact strings, not any string
    const anyText: CallEndedReason = String('customer-ended-call');
    // @ts-expect-error not a call status
    const status: CallStatus = 'finished';
    void [ended, timedOut, invented, anyText, status];
    expectTypeOf<CallEndedReason>().toEqualTypeOf<components['schemas']['CallEndedReason']>();
    expectTypeOf<CallStatus>().toEqualTypeOf<
      'scheduled' | 'queued' | 'ringing' | 'in-progress' | 'forwarding' | 'ended'
    >();
  });

  it('are listed at run time with exactly the enums’ values', () => {
    expectTypeOf<(typeof CALL_ENDED_REASONS)[number]>().toEqualTypeOf<CallEndedReason>();
    expectTypeOf<(typeof CALL_STATUSES)[number]>().toEqualTypeOf<CallStatus>();
    expectTypeOf<(typeof SESSION_CONTROL_VALUES)[number]>().toEqualTypeOf<SessionControlValue>();
    expect(CALL_ENDED_REASONS).toContain('customer-ended-call');
    expect(CALL_ENDED_REASONS).toContain('call.in-progress.error-vapifault-worker-died');
    expect(new Set(CALL_ENDED_REASONS).size).toBe(CALL_ENDED_REASONS.length);
    expect(CALL_STATUSES).toEqual([
      'scheduled',
      'queued',
      'ringing',
      'in-progress',
      'forwarding',
      'ended',
    ]);
    expect(SESSION_CONTROL_VALUES).toEqual([
      'mute-assistant',
      'unmute-assistant',
      'say-first-message',
    ]);
  });

  it('type the ended reason wherever the contract carries one', () => {
    expectTypeOf<Narrowed<'status-update'>['endedReason']>().toEqualTypeOf<
      CallEndedReason | undefined
    >();
    expectTypeOf<Narrowed<'status-update'>['status']>().toEqualTypeOf<CallStatus>();
    expectTypeOf<EndOfCallReport['endedReason']>().toEqualTypeOf<CallEndedReason>();
  });
});

describe('the PCM format', () => {
  it('is 16 kHz mono s16le in 20 ms frames of 640 bytes, at most 100 ms from a client', () => {
    expectTypeOf(PCM_SAMPLE_RATE).toEqualTypeOf<16000>();
    expectTypeOf(PCM_CHANNELS).toEqualTypeOf<1>();
    expectTypeOf(PCM_BYTES_PER_SAMPLE).toEqualTypeOf<2>();
    expectTypeOf(PCM_FRAME_MS).toEqualTypeOf<20>();
    expectTypeOf(PCM_FORMAT).toEqualTypeOf<'pcm_s16le'>();
    expect(PCM_SAMPLE_RATE).toBe(16_000);
    expect(PCM_CHANNELS).toBe(1);
    expect(PCM_BYTES_PER_SAMPLE).toBe(2);
    expect(PCM_FORMAT).toBe('pcm_s16le');
    expect(PCM_CONTAINER).toBe('raw');
    expect(PCM_FRAME_MS).toBe(20);
    expect(PCM_FRAME_SAMPLES).toBe(320);
    expect(PCM_FRAME_BYTES).toBe(640);
    expect(PCM_MAX_CLIENT_FRAME_MS).toBe(100);
    expect(PCM_MAX_CLIENT_FRAME_BYTES).toBe(3_200);
    // The derived sizes follow from the format (they are literals so bundlers inline them).
    expect(PCM_FRAME_SAMPLES).toBe((PCM_SAMPLE_RATE * PCM_FRAME_MS) / 1000);
    expect(PCM_FRAME_BYTES).toBe(PCM_FRAME_SAMPLES * PCM_BYTES_PER_SAMPLE * PCM_CHANNELS);
    expect(PCM_MAX_CLIENT_FRAME_BYTES).toBe(
      (PCM_SAMPLE_RATE * PCM_MAX_CLIENT_FRAME_MS * PCM_BYTES_PER_SAMPLE * PCM_CHANNELS) / 1000,
    );
    expect(SESSION_AUDIO_FORMAT).toEqual({
      format: 'pcm_s16le',
      container: 'raw',
      sampleRate: 16_000,
      channels: 1,
      bytesPerSample: 2,
      frameMs: 20,
      maxClientFrameMs: 100,
    });
  });
});

describe('the messages a client sends', () => {
  it('take every command of a live call, and the string "playable"', () => {
    const frames: SessionClientFrame[] = [
      PLAYABLE_FRAME,
      { type: 'add-message', message: { role: 'user', content: 'Hi' } },
      {
        type: 'add-message',
        message: { role: 'system', content: 'Wrap up' },
        triggerResponseEnabled: false,
      },
      { type: 'control', control: 'mute-assistant' },
      { type: 'control', control: 'say-first-message', videoRecordingStartDelaySeconds: 1.5 },
      { type: 'say', content: 'Goodbye', endCallAfterSpoken: true },
      { type: 'say', message: 'Goodbye', interruptionsEnabled: false },
      { type: 'end-call' },
      { type: 'hangup' },
      { type: 'transfer', destination: { type: 'number', number: '+14155550100' } },
      {
        type: 'transfer',
        destination: { type: 'sip', sipUri: 'sip:desk@example.com' },
        content: 'One moment',
      },
    ];
    expect(frames).toHaveLength(11);
    expectTypeOf(PLAYABLE_FRAME).toEqualTypeOf<'playable'>();
  });

  it('refuse, at compile time, a misspelled type, an unknown control and a missing field', () => {
    const sent: SessionClientMessage[] = [];
    const send = (message: SessionClientMessage) => sent.push(message);
    // @ts-expect-error misspelled type
    send({ type: 'add-mesage', message: { role: 'user', content: 'x' } });
    // @ts-expect-error no such control
    send({ type: 'control', control: 'pause-assistant' });
    // @ts-expect-error a say without its text
    send({ type: 'say', endCallAfterSpoken: true });
    send({
      type: 'add-message',
      // @ts-expect-error add-message's role is one of the chat roles
      message: { role: 'robot', content: 'x' },
    });
    // @ts-expect-error an unknown field (excess-property check)
    send({ type: 'end-call', reason: 'done' });
    expect(sent).toHaveLength(5);
  });
});

describe('the messages the platform sends', () => {
  it('narrow, each by its type, to their own fields', () => {
    expectTypeOf<Narrowed<'transcript'>['transcript']>().toEqualTypeOf<string>();
    expectTypeOf<Narrowed<'transcript'>['role']>().toEqualTypeOf<'assistant' | 'user'>();
    expectTypeOf<Narrowed<'transcript'>['transcriptType']>().toEqualTypeOf<'partial' | 'final'>();
    expectTypeOf<Narrowed<'speech-update'>['status']>().toEqualTypeOf<'started' | 'stopped'>();
    expectTypeOf<Narrowed<'speech-update'>['turn']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<Narrowed<'conversation-update'>['messagesOpenAIFormatted']>().toEqualTypeOf<
      OpenAIMessage[]
    >();
    expectTypeOf<Narrowed<'conversation-update'>['messages']>().toEqualTypeOf<
      ArtifactMessage[] | undefined
    >();
    expectTypeOf<Narrowed<'model-output'>['output']>().toEqualTypeOf<
      string | { [key: string]: unknown }
    >();
    expectTypeOf<Narrowed<'user-interrupted'>['turnId']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Narrowed<'voice-input'>['input']>().toEqualTypeOf<string>();
    expectTypeOf<Narrowed<'metadata'>['metadata']>().toEqualTypeOf<string>();
    expectTypeOf<Narrowed<'tool-calls'>['toolCallList']>().toEqualTypeOf<ToolCall[]>();
    expectTypeOf<ToolCall['function']>().toEqualTypeOf<{ name: string; arguments: string }>();
    expectTypeOf<Narrowed<'tool-calls-result'>['toolCallResult']>().toEqualTypeOf<{
      [key: string]: unknown;
    }>();
    expectTypeOf<Narrowed<'function-call'>['functionCall']['name']>().toEqualTypeOf<string>();
    expectTypeOf<Narrowed<'transfer-update'>['destination']>().toEqualTypeOf<
      components['schemas']['TransferDestination'] | undefined
    >();
    expectTypeOf<Narrowed<'language-change-detected'>['language']>().toEqualTypeOf<string>();
    expectTypeOf<Narrowed<'workflow.node.started'>['node']>().toEqualTypeOf<{
      [key: string]: unknown;
    }>();
    expectTypeOf<Narrowed<'error'>['message']>().toEqualTypeOf<string>();
    expectTypeOf<Narrowed<'hang'>['timestamp']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<
      Narrowed<'function-call-result'>['type']
    >().toEqualTypeOf<'function-call-result'>();
    expectTypeOf<Narrowed<'tool.completed'>['type']>().toEqualTypeOf<'tool.completed'>();
  });

  it('are one union on type that a switch covers exhaustively', () => {
    const described = (message: SessionServerMessage): string => {
      switch (message.type) {
        case 'transcript':
        case 'transcript[transcriptType="final"]':
          return `${message.role}: ${message.transcript}`;
        case 'speech-update':
          return `${message.role} ${message.status}`;
        case 'status-update':
          return message.endedReason ?? message.status;
        case 'conversation-update':
          return `${message.messagesOpenAIFormatted.length} messages`;
        case 'model-output':
          return typeof message.output === 'string' ? message.output : 'tool call';
        case 'user-interrupted':
        case 'hang':
        case 'function-call-result':
        case 'tool.completed':
          return message.type;
        case 'voice-input':
          return message.input;
        case 'metadata':
          return message.metadata;
        case 'tool-calls':
          return message.toolCallList.map((call) => call.function.name).join();
        case 'tool-calls-result':
          return JSON.stringify(message.toolCallResult);
        case 'function-call':
          return message.functionCall.name;
        case 'transfer-update':
          return message.destination?.type ?? 'transfer';
        case 'language-change-detected':
          return message.language;
        case 'workflow.node.started':
          return JSON.stringify(message.node);
        case 'error':
          return message.message;
        default: {
          const unreachable: never = message;
          return unreachable;
        }
      }
    };
    expect(
      described({ type: 'status-update', status: 'ended', endedReason: 'silence-timed-out' }),
    ).toBe('silence-timed-out');
    expect(
      described({ type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'Hi' }),
    ).toBe('user: Hi');
  });

  it('cover every message an assistant can send to its client', () => {
    // `language-changed` is only a subscription name: the message it subscribes to is
    // `language-change-detected`.
    expectTypeOf<
      Exclude<ClientMessageType, SessionServerMessageType>
    >().toEqualTypeOf<'language-changed'>();
  });

  it('include the string "listening", and refuse a message of an unknown type', () => {
    const frames: SessionServerFrame[] = [LISTENING_FRAME, { type: 'hang' }];
    expectTypeOf(LISTENING_FRAME).toEqualTypeOf<'listening'>();
    // @ts-expect-error no such message
    const unknown: SessionServerMessage = { type: 'assistant-slept' };
    const wrongReason: SessionServerMessage = {
      type: 'status-update',
      status: 'ended',
      // @ts-expect-error a status update with an ended reason outside the enum
      endedReason: 'bored',
    };
    void [frames, unknown, wrongReason];
  });
});

describe('the end-of-call report', () => {
  it('is the provider’s end-of-call report with its artifact typed', () => {
    const report: EndOfCallReportBody = {
      message: {
        type: 'end-of-call-report',
        endedReason: 'assistant-ended-call',
        startedAt: '2025-06-01T10:00:00.000Z',
        endedAt: '2025-06-01T10:05:00.000Z',
        artifact: {
          transcript: 'AI: Hi\nUser: Hello',
          messages: [{ role: 'bot', message: 'Hi', time: 1, endTime: 2, secondsFromStart: 0 }],
          messagesOpenAIFormatted: [{ role: 'assistant', content: 'Hi' }],
          recording: { mono: { combinedUrl: 'https://example.com/r.mp3' } },
        },
        analysis: {},
        cost: 0,
        costs: [],
      },
    };
    expectTypeOf<EndOfCallReport['artifact']['messages']>().toEqualTypeOf<
      ArtifactMessage[] | undefined
    >();
    expectTypeOf<EndOfCallReport['artifact']['transcript']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<EndOfCallReport['type']>().toEqualTypeOf<'end-of-call-report'>();
    // @ts-expect-error the ended reason is the enum
    const wrong: EndOfCallReport = { ...report.message, endedReason: 'whatever' };
    void wrong;
    expect(report.message.type).toBe('end-of-call-report');
  });
});

describe('the protocol entry point', () => {
  it('holds nothing but constants, bundled for browsers and Node alike', async () => {
    const { build } = await import('esbuild');
    const result = await build({
      entryPoints: [fileURLToPath(new URL('./protocol.ts', import.meta.url))],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'neutral',
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]!.text;
    expect(code).not.toMatch(/\bfunction\b|\bclass\b|=>|\bimport\b/);
    expect(code).toMatch(/PCM_SAMPLE_RATE = 16e3|PCM_SAMPLE_RATE = 16000/);
  });
});
