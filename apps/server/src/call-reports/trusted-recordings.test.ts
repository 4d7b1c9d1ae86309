import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import type { CallReport } from './call-report.ts';
import { recordingUrlPolicy, withTrustedRecordings } from './trusted-recordings.ts';

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
