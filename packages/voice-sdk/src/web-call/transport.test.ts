import { describe, expect, it } from 'vitest';
import { selectTransport } from './transport.ts';

describe('selectTransport', () => {
  it('chooses Daily for an https room URL', () => {
    expect(selectTransport({ webCallUrl: 'https://vapi.daily.co/abc' })).toEqual({
      kind: 'daily',
      url: 'https://vapi.daily.co/abc',
    });
  });

  it('falls back to transport.callUrl for the room', () => {
    expect(
      selectTransport({ transport: { provider: 'daily', callUrl: 'https://vapi.daily.co/x' } }),
    ).toEqual({ kind: 'daily', url: 'https://vapi.daily.co/x' });
  });

  it('chooses the WebSocket transport for a ws: or wss: call URL', () => {
    expect(selectTransport({ webCallUrl: 'ws://127.0.0.1:3001/call/c1' })).toEqual({
      kind: 'websocket',
      url: 'ws://127.0.0.1:3001/call/c1',
    });
    expect(selectTransport({ webCallUrl: 'WSS://api.vapi.ai/c1/transport' }).kind).toBe(
      'websocket',
    );
  });

  it("chooses the WebSocket transport for the platform's vapi.websocket provider", () => {
    expect(
      selectTransport({
        transport: {
          provider: 'vapi.websocket',
          websocketCallUrl: 'wss://api.vapi.ai/c1/transport',
        },
      }),
    ).toEqual({ kind: 'websocket', url: 'wss://api.vapi.ai/c1/transport' });
  });

  it('refuses an answer without a usable URL', () => {
    expect(() => selectTransport({})).toThrow('The web call has no call URL.');
    expect(() => selectTransport({ webCallUrl: 'javascript:alert(1)' })).toThrow(
      'The web call has no call URL.',
    );
    expect(() =>
      selectTransport({
        transport: { provider: 'vapi.websocket', websocketCallUrl: 'https://x.test' },
      }),
    ).toThrow('The web call has no WebSocket URL.');
  });
});
