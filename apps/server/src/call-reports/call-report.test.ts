import { TRANSCRIPT_ENTRY_MAX_CHARS, TRANSCRIPT_MAX_ENTRIES } from '@vibe/contracts/limits';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import {
  readCallReport,
  recordingUrlPolicy,
  withTrustedRecordings,
  type CallReport,
} from './call-report.ts';

const RECEIVED = new Date('2026-01-01T12:00:00.000Z');
const STARTED = '2026-01-01T10:00:00.000Z';

describe('readCallReport', () => {
  it('reads the ended reason and the recordings, newest fields first, dropping what is not an http(s) URL', () => {
    const read = (artifact: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      readCallReport(
        { type: 'end-of-call-report', endedReason: 'assistant-ended-call', artifact, ...extra },
        RECEIVED,
      );
    const both = read({
      recording: {
        stereoUrl: 'https://s.example/st.mp3',
        mono: { combinedUrl: 'https://s.example/m.mp3' },
      },
      recordingUrl: 'https://s.example/old.mp3',
    });
    expect(both).toMatchObject({
      endedReason: 'assistant-ended-call',
      recordingUrl: 'https://s.example/m.mp3',
      stereoRecordingUrl: 'https://s.example/st.mp3',
    });
    expect(read({}, { endedReason: 'a-reason-from-a-newer-platform' })).toMatchObject({
      endedReason: undefined,
      unlistedEndedReason: 'a-reason-from-a-newer-platform',
    });
    expect(read({ recordingUrl: 'https://s.example/old.mp3' }).recordingUrl).toBe(
      'https://s.example/old.mp3',
    );
    const hostile = read(
      { recordingUrl: 'javascript:alert(1)', stereoRecordingUrl: 'https://x.example/\u0000' },
      { endedReason: 'x'.repeat(201) },
    );
    expect(hostile).toMatchObject({
      endedReason: undefined,
      unlistedEndedReason: undefined,
      recordingUrl: undefined,
      stereoRecordingUrl: undefined,
    });
  });

  it('puts the lines in the order they began, even when an interrupted line was logged last', () => {
    const report = readCallReport(
      {
        type: 'end-of-call-report',
        startedAt: STARTED,
        artifact: {
          messages: [
            { role: 'user', message: 'Stop, I know.', time: Date.parse(STARTED) + 4000 },
            { role: 'bot', message: 'Hi, and wel', time: Date.parse(STARTED) + 1000 },
          ],
        },
      },
      RECEIVED,
    );
    expect(report.transcript?.map((entry) => entry.role)).toEqual(['assistant', 'user']);
  });

  it('times lines without an epoch time from secondsFromStart, and reads OpenAI-style content', () => {
    const report = readCallReport(
      {
        type: 'end-of-call-report',
        call: { id: 'c1', startedAt: STARTED, endedAt: '2026-01-01T10:00:09.600Z' },
        messages: [{ role: 'assistant', content: 'Hello', secondsFromStart: 2.5 }],
      },
      RECEIVED,
    );
    expect(report).toMatchObject({
      callId: 'c1',
      durationSeconds: 10,
      transcript: [{ role: 'assistant', text: 'Hello', timestamp: '2026-01-01T10:00:02.500Z' }],
      trimmed: false,
    });
  });

  it('keeps every line of a report whose times are absurd, each where it stood', () => {
    const start = Date.parse(STARTED);
    const report = readCallReport(
      {
        type: 'end-of-call-report',
        startedAt: STARTED,
        endedAt: '+275760-09-13T00:00:00.000Z',
        timestamp: 1e20,
        artifact: {
          messages: [
            { role: 'bot', message: 'Hi', time: start + 1000 },
            { role: 'user', message: 'a', secondsFromStart: 1e20 },
            { role: 'user', message: 'b', secondsFromStart: -1e20 },
            { role: 'user', message: 'c', time: 'NaN' },
            { role: 'user', message: 'd', time: 8.64e15 },
            { role: 'user', message: 'e', secondsFromStart: 3.2e11 },
            { role: 'bot', message: 'Bye', time: start + 9000 },
            { role: 'user', message: 'no time at all' },
          ],
        },
      },
      RECEIVED,
    );
    expect(report.endedAt).toBeUndefined();
    expect(report.durationSeconds).toBeUndefined();
    expect(report.transcript?.map((entry) => [entry.text, entry.timestamp])).toEqual([
      ['no time at all', STARTED],
      ['Hi', '2026-01-01T10:00:01.000Z'],
      ...['a', 'b', 'c', 'd', 'e'].map((text) => [text, '2026-01-01T10:00:01.000Z']),
      ['Bye', '2026-01-01T10:00:09.000Z'],
    ]);
  });

  it('keeps the transcript within the caps and says it did', () => {
    const long = 'x'.repeat(TRANSCRIPT_ENTRY_MAX_CHARS + 5);
    const messages = Array.from({ length: TRANSCRIPT_MAX_ENTRIES + 3 }, (_, i) => ({
      role: 'user',
      message: i === 0 ? long : `line ${i}`,
      time: Date.parse(STARTED) + i,
    }));
    const report = readCallReport({ type: 'end-of-call-report', artifact: { messages } }, RECEIVED);
    expect(report.trimmed).toBe(true);
    expect(report.transcript).toHaveLength(TRANSCRIPT_MAX_ENTRIES);
    expect(report.transcript?.[0]?.text).toHaveLength(TRANSCRIPT_ENTRY_MAX_CHARS);
  });

  it('ignores an interview id that is not a UUID and fields of the wrong type', () => {
    const report = readCallReport(
      {
        type: 'end-of-call-report',
        call: { id: 42, metadata: { interviewId: "1' or '1'='1" }, startedAt: 'yesterday' },
        artifact: 'none',
      },
      RECEIVED,
    );
    expect(report).toEqual({
      callId: undefined,
      interviewId: undefined,
      testCall: false,
      startedAt: undefined,
      endedAt: undefined,
      durationSeconds: undefined,
      transcript: undefined,
      trimmed: false,
      analysis: { summary: undefined, structuredData: undefined },
    });
  });
});

const LOCAL = 'http://127.0.0.1:8080/platform/recording/';

describe('trusted recording URLs', () => {
  it("keeps https URLs on the hosts and, in local mode, the local platform's own", () => {
    const hosted = recordingUrlPolicy(['storage.vapi.ai']);
    const local = recordingUrlPolicy(['storage.vapi.ai'], LOCAL);
    expect(hosted('https://storage.vapi.ai/a-mono.wav')).toBe(true);
    expect(hosted(`${LOCAL}call-1/mono.mp3?expires=1&signature=x`)).toBe(false);
    expect(local(`${LOCAL}call-1/mono.mp3?expires=1&signature=x`)).toBe(true);
    expect(local('http://127.0.0.1:8080/platform/call/x')).toBe(false);
    expect(local('https://attacker.example/platform/recording/x/mono.mp3')).toBe(false);
    expect(recordingUrlPolicy([], '')('')).toBe(false);
  });

  it('drops the refused URLs of a report and logs the host, never the URL', () => {
    const lines: string[] = [];
    const report = {
      callId: 'call-1',
      recordingUrl: 'https://attacker.example/x.mp3?signature=s3cr3t',
      stereoRecordingUrl: 'https://storage.vapi.ai/x-stereo.wav',
    } as CallReport;
    const kept = withTrustedRecordings(
      report,
      recordingUrlPolicy(['storage.vapi.ai']),
      createLogger('info', (line) => lines.push(line)),
    );
    expect(kept).toMatchObject({
      callId: 'call-1',
      recordingUrl: undefined,
      stereoRecordingUrl: 'https://storage.vapi.ai/x-stereo.wav',
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('"host":"attacker.example"');
    expect(lines[0]).not.toContain('s3cr3t');
  });
});
