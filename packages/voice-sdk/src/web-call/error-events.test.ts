// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeDailyTransports, fakeFetch } from '../testing/web-call-fakes.ts';
import type { CallErrorEvent } from './events.ts';
import { VoiceCall } from './voice-call.ts';

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

function setup(answer: unknown, status = 200) {
  const http = fakeFetch(answer, status);
  const daily = fakeDailyTransports();
  const call = new VoiceCall('public-key', {
    fetch: http.fetch,
    transports: { daily: daily.factory },
  });
  const errors: CallErrorEvent[] = [];
  call.on('error', (e) => errors.push(e));
  return { call, daily, errors };
}

const webCall = { id: 'call-1', webCallUrl: 'https://example.daily.co/room' };

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the error event', () => {
  it('gives a missing target the official validation error, readable as an Error', async () => {
    const { call, errors } = setup(webCall);
    await expect(call.start()).rejects.toThrow('Assistant or Squad or Workflow must be provided.');

    expect(errors).toEqual([
      {
        type: 'validation-error',
        stage: 'input-validation',
        name: 'VoiceCallError',
        message: 'Assistant or Squad or Workflow must be provided.',
        errorMsg: 'Assistant or Squad or Workflow must be provided.',
        error: expect.objectContaining({
          name: 'Error',
          message: 'Assistant or Squad or Workflow must be provided.',
        }),
        timestamp: expect.stringMatching(ISO_TIME),
      },
    ]);
  });

  it('gives a failed start its stage, the thrown error serialized, the duration and the context', async () => {
    const { call, errors } = setup({ message: 'Invalid Key', statusCode: 401 }, 401);
    expect(await call.start('assistant-1')).toBeNull();

    expect(errors).toEqual([
      {
        type: 'start-method-error',
        stage: 'web-call-creation',
        name: 'VoiceCallError',
        message: '401 Invalid Key',
        errorMsg: '401 Invalid Key',
        error: {
          name: 'AuthenticationError',
          message: '401 Invalid Key',
          stack: expect.any(String),
        },
        totalDuration: expect.any(Number),
        timestamp: expect.stringMatching(ISO_TIME),
        context: { hasAssistant: true, hasSquad: false, hasWorkflow: false, isMobile: false },
      },
    ]);
    // The official SDK serializes the error so that it survives JSON.stringify.
    expect(JSON.parse(JSON.stringify(errors[0]!.error))).toMatchObject({
      name: 'AuthenticationError',
      message: '401 Invalid Key',
    });
  });

  it('turns a thrown non-Error into an Error with its text', async () => {
    const call = new VoiceCall('public-key', {
      fetch: fakeFetch(webCall).fetch,
      transports: {
        daily: () => {
          throw 'no call object';
        },
      },
    });
    const errors: CallErrorEvent[] = [];
    call.on('error', (e) => errors.push(e));
    await call.start('assistant-1');

    expect(errors[0]).toMatchObject({
      type: 'daily-call-object-creation-error',
      message: 'no call object',
      errorMsg: 'no call object',
    });
    expect(errors[0]!.error).toMatchObject({ name: 'Error', message: 'no call object' });
  });

  it('passes Daily’s fatal error on as error, with its errorMsg at the top as well', async () => {
    const { call, daily, errors } = setup(webCall);
    await call.start('assistant-1');
    daily.created[0]!.fire('error', { errorMsg: 'Meeting has ended' });

    expect(errors).toEqual([
      {
        type: 'daily-error',
        name: 'VoiceCallError',
        message: 'Meeting has ended',
        errorMsg: 'Meeting has ended',
        error: expect.objectContaining({
          action: 'error',
          errorMsg: 'Meeting has ended',
          message: 'Meeting has ended',
        }),
        timestamp: expect.stringMatching(ISO_TIME),
      },
    ]);
  });

  it('keeps an error’s code, cause (as text) and Daily fields, and a plain object’s own', async () => {
    const { serializeError } = await import('./error-events.ts');
    const thrown = Object.assign(new Error('boom', { cause: new Error('root') }), {
      code: 'E1',
      errorMsg: 'daily says',
      error: 'detail',
    });
    expect(serializeError(thrown)).toEqual({
      name: 'Error',
      message: 'boom',
      stack: expect.any(String),
      code: 'E1',
      errorMsg: 'daily says',
      cause: 'Error: root',
      errorDetail: 'detail',
    });
    expect(serializeError({ error: 'denied', type: 'x' })).toEqual({
      message: 'denied',
      error: 'denied',
      type: 'x',
    });
    expect(serializeError(undefined)).toEqual({ message: 'undefined' });
  });
});
