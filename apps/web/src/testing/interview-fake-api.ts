// The Interview screen's fake API for its tests: versions with question identities, the answer
// of `GET /api/admin/interview`, and the screen opened as the browser would.
import type { InterviewAnswer, InterviewVersionRecord } from '@vibe/contracts/interview';
import { screen } from '@testing-library/react';
import { interviewVersion, organiserMe } from '@/testing/admin-fixtures.ts';
import { fakeApi, type FakeAnswer } from '@/testing/fake-api.ts';
import { renderApp } from '@/testing/render.tsx';

/** Version `number` asking `questions`, each with an id of its own unless `ids` says. */
export function version(
  number: number,
  questions: string[],
  options: { live?: boolean; draft?: boolean; ids?: string[]; by?: string } = {},
): InterviewVersionRecord {
  const base = interviewVersion(number, questions, options.live ?? false);
  return {
    ...base,
    questionIds: options.ids ?? questions.map((_, at) => `q-${number}-${at + 1}`),
    draft: options.draft ?? false,
    createdBy: options.by ?? base.createdBy,
  };
}

export const live = version(2, ['What do you build?', 'Why now?'], {
  live: true,
  ids: ['q-build', 'q-why'],
});
export const older = version(1, ['Who are you?'], { ids: ['q-who'] });

export function answerOf(
  role: 'owner' | 'viewer',
  current: InterviewVersionRecord = live,
  latest: InterviewVersionRecord = current,
): InterviewAnswer {
  return {
    version: current,
    latest,
    editable: role === 'owner',
    reason: role === 'owner' ? null : 'Only an owner may change the interview.',
    platformNotice: null,
  };
}

export const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );

export function interviewApi(
  role: 'owner' | 'viewer',
  overrides: Record<string, FakeAnswer> = {},
  items: InterviewVersionRecord[] = [live, older],
) {
  return fakeApi({
    'GET /api/admin/me': { status: 200, body: organiserMe(role) },
    'GET /api/admin/interview': { status: 200, body: answerOf(role) },
    'GET /api/admin/interview/versions': { status: 200, body: { items } },
    'GET /api/admin/interview/voices': {
      status: 200,
      body: { items: [{ provider: 'local', voiceId: 'en-us', name: 'English', language: 'en' }] },
    },
    ...overrides,
  });
}

export async function openInterview() {
  const rendered = renderApp('/admin/interview');
  await screen.findByRole('textbox', { name: 'Question 1' }, { timeout: 5_000 });
  return rendered;
}

export const puts = (api: ReturnType<typeof fakeApi>) =>
  api.requests.filter((request) => request.method === 'PUT');
