// The organiser the suite's main server creates at start (ADMIN_EMAIL / ADMIN_PASSWORD), through
// whom tests read what was stored the way an organiser does: the dashboard's API.
import { expect, type APIRequestContext } from '@playwright/test';
import type { PersonAnswer, PersonInterview } from '@vibe/contracts/admin';

export const E2E_ORGANISER = {
  email: 'organiser@e2e.example',
  password: 'e2e organiser password',
} as const;

/**
 * Signs `request` in as the suite's organiser (its cookie jar keeps the session), with the
 * page's Origin as the dashboard sends it.
 */
export async function signInAsOrganiser(request: APIRequestContext, origin: string) {
  const answer = await request.post('/api/auth/sign-in/email', {
    headers: { origin },
    data: E2E_ORGANISER,
  });
  expect(answer.status()).toBe(200);
}

/** A person's record and interviews, as the dashboard's person page reads them. */
export async function readPerson(request: APIRequestContext, email: string): Promise<PersonAnswer> {
  const answer = await request.get(`/api/admin/people/${encodeURIComponent(email)}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as PersonAnswer;
}

/** One interview of `email`'s, by id. */
export async function readInterview(
  request: APIRequestContext,
  email: string,
  id: string,
): Promise<PersonInterview> {
  const interview = (await readPerson(request, email)).interviews.find((one) => one.id === id);
  if (!interview) throw new Error(`no interview ${id} for ${email}`);
  return interview;
}
