import { REFERRER_MAX_LENGTH, USER_AGENT_MAX_LENGTH } from '@vibe/contracts/limits';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { fakeApi, onboardingCreated, onboardingDuplicate } from '@/testing/fake-api.ts';
import { createOnboarding, onboardingBody, renewInterviewTicket } from './create-onboarding.ts';

const BODY = { email: 'me@example.com', user_agent: 'UA', referrer: null };

describe('createOnboarding', () => {
  it('posts the body as JSON and returns the record and ticket of a new sign-up', async () => {
    const api = fakeApi({ 'POST /api/onboarding': onboardingCreated('me@example.com') });
    const outcome = await createOnboarding(BODY);
    expect(outcome).toMatchObject({
      kind: 'created',
      record: { email: 'me@example.com' },
      interview: { id: 'iv-1', token: 'tok-1' },
    });
    expect(api.requests[0]).toMatchObject({
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: BODY,
    });
  });

  it('treats 409 with code 23505 and a ticket as a duplicate that goes on', async () => {
    fakeApi({ 'POST /api/onboarding': onboardingDuplicate() });
    await expect(createOnboarding(BODY)).resolves.toEqual({
      kind: 'duplicate',
      interview: { id: 'iv-2', token: 'tok-2' },
    });
  });

  it('throws the server error code for any other answer', async () => {
    fakeApi({
      'POST /api/onboarding': { status: 503, body: { error: { code: 'database_unavailable' } } },
    });
    await expect(createOnboarding(BODY)).rejects.toMatchObject({
      name: 'ApiError',
      status: 503,
      code: 'database_unavailable',
    });
  });

  it('throws for a 201 without an interview ticket', async () => {
    fakeApi({ 'POST /api/onboarding': { status: 201, body: { record: {} } } });
    await expect(createOnboarding(BODY)).rejects.toBeInstanceOf(ApiError);
  });

  it('throws a status-0 error when the network fails', async () => {
    fakeApi({ 'POST /api/onboarding': { networkError: true } });
    await expect(createOnboarding(BODY)).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
    });
  });

  it('throws when the answer is not JSON, e.g. a proxy error page', async () => {
    fakeApi({
      'POST /api/onboarding': () =>
        Promise.resolve(new Response('<html>502</html>', { status: 502 })),
    });
    await expect(createOnboarding(BODY)).rejects.toMatchObject({
      status: 502,
      code: 'unexpected_response',
    });
  });
});

describe('onboardingBody', () => {
  it('sends an empty referrer as null', () => {
    expect(onboardingBody('a@b.co', { userAgent: 'UA', referrer: '' })).toEqual({
      email: 'a@b.co',
      user_agent: 'UA',
      referrer: null,
    });
  });

  it('caps user agent and referrer at what the server stores, so a sign-up is never refused for them', () => {
    const body = onboardingBody('a@b.co', {
      userAgent: 'u'.repeat(USER_AGENT_MAX_LENGTH + 10),
      referrer: `https://example.com/?q=${'r'.repeat(REFERRER_MAX_LENGTH)}`,
    });
    expect(body.user_agent).toHaveLength(USER_AGENT_MAX_LENGTH);
    expect(body.referrer).toHaveLength(REFERRER_MAX_LENGTH);
  });
});

describe('renewInterviewTicket', () => {
  it('signs the e-mail up again and returns the fresh ticket of the duplicate answer', async () => {
    const api = fakeApi({
      'POST /api/onboarding': onboardingDuplicate({ id: 'iv-5', token: 't-5' }),
    });
    await expect(renewInterviewTicket('me@example.com')).resolves.toEqual({
      id: 'iv-5',
      token: 't-5',
    });
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/onboarding',
      body: { email: 'me@example.com', user_agent: navigator.userAgent },
    });
  });

  it('throws when the server gives no ticket', async () => {
    fakeApi({
      'POST /api/onboarding': { status: 503, body: { error: { code: 'database_unavailable' } } },
    });
    await expect(renewInterviewTicket('me@example.com')).rejects.toMatchObject({
      status: 503,
      code: 'database_unavailable',
    });
  });
});
