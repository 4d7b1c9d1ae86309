import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { isUnreachable, throwWhenUnreachable } from './unreachable.ts';

const empty = { state: { data: undefined } };

describe('isUnreachable', () => {
  it('is true for no answer and for a gateway saying the server is down', () => {
    expect(isUnreachable(new ApiError(0, 'network_error'))).toBe(true);
    expect(isUnreachable(new ApiError(0, 'timeout'))).toBe(true);
    expect(isUnreachable(new ApiError(502, 'unexpected_response'))).toBe(true);
    expect(isUnreachable(new ApiError(503, 'unexpected_response'))).toBe(true);
  });

  it('is false for answers and for errors that are not calls', () => {
    expect(isUnreachable(new ApiError(404, 'not_found'))).toBe(false);
    expect(isUnreachable(new ApiError(500, 'internal'))).toBe(false);
    expect(isUnreachable(new ApiError(401, 'unauthorized'))).toBe(false);
    expect(isUnreachable(new Error('boom'))).toBe(false);
  });
});

describe('throwWhenUnreachable', () => {
  it('throws only when the screen has nothing to show and the server did not answer', () => {
    expect(throwWhenUnreachable(new ApiError(0, 'network_error'), empty)).toBe(true);
    expect(throwWhenUnreachable(new ApiError(0, 'network_error'), { state: { data: {} } })).toBe(
      false,
    );
    expect(throwWhenUnreachable(new ApiError(404, 'not_found'), empty)).toBe(false);
  });
});
