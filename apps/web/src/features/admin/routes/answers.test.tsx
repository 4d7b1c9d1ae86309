import type { AnswerRow, AnswersPage } from '@vibe/contracts/interview';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { interviewVersion, organiserMe } from '@/testing/admin-fixtures.ts';
import { fakeApi } from '@/testing/fake-api.ts';
import { renderApp } from '@/testing/render.tsx';

// The Answers screen (docs/product.md#dashboard): each question of the live version with its answers under it,
// newest first, "More" for the next page, and a search that asks the server again.

const viewer = organiserMe('viewer');

const live = interviewVersion(2, ['What do you build?', 'Why now?']);

const row = (id: string, email: string, questionIndex: number, answer: string): AnswerRow => ({
  id,
  interviewId: `iv-${id}`,
  email,
  questionIndex,
  question: live.definition.questions[questionIndex]!,
  answer,
  startSeconds: 12.5,
  createdAt: '2026-03-02T10:00:00.000Z',
  recordingUrl: `/api/admin/interviews/iv-${id}/recording`,
});

const page = (questionIndex: number, items: AnswerRow[], nextCursor: string | null) =>
  new Response(
    JSON.stringify({
      version: { id: live.id, number: 2, questions: live.definition.questions },
      questionIndex,
      items,
      nextCursor,
    } satisfies AnswersPage),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );

/** The fake answers route reads its query string, as the server would. */
function answersApi() {
  const api = fakeApi({
    'GET /api/admin/me': { status: 200, body: viewer },
    'GET /api/admin/interview/versions': { status: 200, body: { items: [live] } },
    'GET /api/admin/answers': () => {
      const url = String(api.fetch.mock.lastCall?.[0]);
      const params = new URL(url, 'http://localhost').searchParams;
      const question = Number(params.get('question'));
      if (question === 1) return Promise.resolve(page(1, [], null));
      if (params.get('q') === 'robots')
        return Promise.resolve(page(0, [row('s', 'sam@example.com', 0, 'Robots.')], null));
      if (params.get('cursor') === 'c2')
        return Promise.resolve(page(0, [row('b', 'bo@example.com', 0, 'A boat.')], null));
      return Promise.resolve(page(0, [row('a', 'ada@example.com', 0, 'A garden.')], 'c2'));
    },
  });
  return api;
}

const answerRequests = (api: ReturnType<typeof fakeApi>) =>
  api.fetch.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.startsWith('/api/admin/answers'));

describe('AnswersScreen', () => {
  it('lists each question with its answers, and pages on with More', async () => {
    const api = answersApi();
    const { user } = renderApp('/admin/answers');
    const first = await screen.findByRole(
      'region',
      { name: 'What do you build?' },
      { timeout: 5_000 },
    );
    expect(await within(first).findByText('A garden.')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      '/admin/people/ada%40example.com',
    );
    expect(
      within(first).getByRole('link', { name: 'Play the answer of ada@example.com' }),
    ).toHaveAttribute('href', '/admin/people/ada%40example.com?interview=iv-a&t=12');
    const second = screen.getByRole('region', { name: 'Why now?' });
    expect(await within(second).findByText('No answers yet.')).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'More' }));
    expect(await within(first).findByText('A boat.')).toBeInTheDocument();
    expect(within(first).getByText('A garden.')).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
    expect(answerRequests(api)).toContain(
      `/api/admin/answers?question=0&version=${live.id}&cursor=c2`,
    );
  });

  it('searches the answers by words', async () => {
    const api = answersApi();
    const { user } = renderApp('/admin/answers');
    const first = await screen.findByRole(
      'region',
      { name: 'What do you build?' },
      { timeout: 5_000 },
    );
    await within(first).findByText('A garden.');
    await user.type(screen.getByRole('searchbox', { name: 'Search the answers' }), 'robots{Enter}');
    expect(await within(first).findByText('Robots.')).toBeInTheDocument();
    expect(within(first).queryByText('A garden.')).not.toBeInTheDocument();
    expect(answerRequests(api)).toContain(
      `/api/admin/answers?question=0&version=${live.id}&q=robots`,
    );
  });
});
