import { describe, expect, it } from 'vitest';
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  PlatformError,
  RateLimitError,
  UnprocessableEntityError,
} from './error.ts';

const headers = new Headers({ 'cf-ray': 'ray-1' });

describe('APIError.generate', () => {
  it.each([
    [400, BadRequestError],
    [401, AuthenticationError],
    [403, PermissionDeniedError],
    [404, NotFoundError],
    [409, ConflictError],
    [422, UnprocessableEntityError],
    [429, RateLimitError],
    [500, InternalServerError],
    [503, InternalServerError],
    [418, APIError],
  ])('builds the right class for status %i', (status, ErrorClass) => {
    const error = APIError.generate(status, { message: 'no' }, undefined, headers);
    expect(error).toBeInstanceOf(ErrorClass);
    expect(error).toBeInstanceOf(APIError);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error.status).toBe(status);
    expect(error.name).toBe(ErrorClass.name);
  });

  it('builds a connection error when there is no answer', () => {
    const cause = new TypeError('fetch failed');
    const error = APIError.generate(undefined, cause, 'offline', undefined);
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(error.message).toBe('offline');
    expect(error.cause).toBe(cause);
  });
});

describe('error messages', () => {
  it('reads the platform message, a list of messages, or the reason phrase', () => {
    const msg = (body: unknown) => APIError.generate(401, body, undefined, headers).message;
    expect(msg({ message: 'Invalid Key.', error: 'Unauthorized', statusCode: 401 })).toBe(
      '401 Invalid Key.',
    );
    expect(msg({ message: ['a is wrong', 'b is missing'] })).toBe('401 a is wrong; b is missing');
    expect(msg({ error: 'Unauthorized' })).toBe('401 Unauthorized');
    expect(msg({ detail: 1 })).toBe('401 {"detail":1}');
    expect(msg(undefined)).toBe('401 status code (no body)');
  });

  it('cuts a huge body down in the message but keeps it whole on the error', () => {
    const body = 'x'.repeat(10_000);
    const error = APIError.generate(502, body, undefined, headers);
    expect(error.message.length).toBeLessThan(600);
    expect(error.error).toBe(body);
  });

  it('takes the request id from x-request-id, request-id or cf-ray', () => {
    const id = (h: Record<string, string>) =>
      APIError.generate(500, undefined, undefined, new Headers(h)).requestID;
    expect(id({ 'x-request-id': 'a', 'cf-ray': 'c' })).toBe('a');
    expect(id({ 'request-id': 'b' })).toBe('b');
    expect(id({ 'cf-ray': 'c' })).toBe('c');
    expect(id({})).toBeUndefined();
  });

  it('names the failures that have no answer', () => {
    expect(new APIConnectionTimeoutError().message).toBe('Request timed out.');
    expect(new APIConnectionTimeoutError()).toBeInstanceOf(APIConnectionError);
    expect(new APIUserAbortError().message).toBe('Request was aborted.');
    expect(new APIUserAbortError()).not.toBeInstanceOf(APIConnectionError);
  });
});
