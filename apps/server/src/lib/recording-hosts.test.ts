import { describe, expect, it } from 'vitest';
import {
  isAllowedRecordingUrl,
  isRecordingUpstreamType,
  normaliseRecordingHost,
  recordingContentType,
  recordingFileExtension,
} from './recording-hosts.ts';

describe('recording hosts', () => {
  it('reads a setting entry as a URL host: lowercase, the default port left out', () => {
    expect(normaliseRecordingHost(' Storage.Vapi.AI ')).toBe('storage.vapi.ai');
    expect(normaliseRecordingHost('storage.vapi.ai:443')).toBe('storage.vapi.ai');
    expect(normaliseRecordingHost('127.0.0.1:8443')).toBe('127.0.0.1:8443');
    expect(normaliseRecordingHost('[::1]:8443')).toBe('[::1]:8443');
  });

  it.each([
    'https://storage.vapi.ai',
    'storage.vapi.ai/recordings',
    'user@storage.vapi.ai',
    '*.vapi.ai',
    'storage.vapi.ai:99999',
    'stöauthor.example',
    '',
  ])('refuses %j as a host entry', (entry) => {
    expect(normaliseRecordingHost(entry)).toBeUndefined();
  });

  it('allows https URLs on a listed host only, port included', () => {
    const hosts = ['storage.vapi.ai', 'bucket.example:8443'];
    expect(isAllowedRecordingUrl('https://storage.vapi.ai/a-mono.wav', hosts)).toBe(true);
    expect(isAllowedRecordingUrl('https://STORAGE.vapi.ai:443/a.wav', hosts)).toBe(true);
    expect(isAllowedRecordingUrl('https://bucket.example:8443/a.mp3', hosts)).toBe(true);
    expect(isAllowedRecordingUrl('https://bucket.example/a.mp3', hosts)).toBe(false);
    expect(isAllowedRecordingUrl('http://storage.vapi.ai/a.wav', hosts)).toBe(false);
    expect(isAllowedRecordingUrl('https://storage.vapi.ai:8443/a.wav', hosts)).toBe(false);
    expect(isAllowedRecordingUrl('https://x.storage.vapi.ai/a.wav', hosts)).toBe(false);
    expect(isAllowedRecordingUrl('https://storage.vapi.ai.evil.example/a.wav', hosts)).toBe(false);
    expect(isAllowedRecordingUrl('https://u:p@storage.vapi.ai/a.wav', hosts)).toBe(false);
    expect(isAllowedRecordingUrl('javascript:alert(1)//storage.vapi.ai', hosts)).toBe(false);
    expect(isAllowedRecordingUrl('not a url', hosts)).toBe(false);
  });

  it('names the audio type by the file extension, and audio/mpeg for anything else', () => {
    expect(recordingContentType('https://s.example/a-mono.wav')).toBe('audio/wav');
    expect(recordingContentType('https://s.example/a.MP3?sig=x.wav')).toBe('audio/mpeg');
    expect(recordingContentType('https://s.example/a.html')).toBe('audio/mpeg');
    expect(recordingContentType('https://s.example/a')).toBe('audio/mpeg');
    expect(recordingFileExtension('https://s.example/a.WAV')).toBe('wav');
    expect(recordingFileExtension('https://s.example/a.js')).toBe('mp3');
  });

  it('takes audio, byte streams and untyped answers from the storage, nothing active', () => {
    for (const type of [null, '', 'audio/mpeg', 'audio/x-wav; codecs=1', 'binary/octet-stream']) {
      expect(isRecordingUpstreamType(type)).toBe(true);
    }
    for (const type of [
      'text/html',
      'application/javascript',
      'text/javascript; charset=utf-8',
      'image/svg+xml',
      'application/xml',
      'text/plain',
      'application/json',
      'audio/../html',
    ]) {
      expect(isRecordingUpstreamType(type)).toBe(false);
    }
  });
});
