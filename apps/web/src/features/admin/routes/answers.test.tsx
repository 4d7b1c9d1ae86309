import type { AnswerRow, AnswersPage, AnswersQuestions } from '@vibe/contracts/interview';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { organiserMe } from '@/testing/admin-fixtures.ts';
import { fakeApi } from '@/testing/fake-api.ts';
import { renderApp } from '@/testing/render.tsx';

// The Answers screen (docs/product.md#dashboard): each question of the live interview, in order,
// with its answer count and its answers from every version under it, newest first, "More" for
// the next page; then the questions no longer asked; and a search that asks the server again.

const viewer = organiserMe('viewer');

const BUILD = { id: 'q-build', text: 'What do you build?' };
const WHY = { id: 'q-why', text: 'Why now?' };
const BEFORE = { id: 'q-before', text: 'What did you use before?' };

const QUESTIONS: AnswersQuestions = {
  live: [
    { ...BUILD, answers: 3 },
    { ...WHY, answers: 0 },
  ],
  earlier: [{ ...BEFORE, answers: 1 }],
};

/** An answer to `question`, in the wording version `versionNumber` asked it (its own by default). */
function row(
  id: string,
  email: string,
  question: { id: string; text: string },
  answer: string,
  asked = { text: question.text, versionNumber: 2 },
): AnswerRow {
  return {
    id,
    interviewId: `iv-${id}`,
    email,
    questionId: question.id,
    questionIndex: 0,
    question: asked.text,
    versionNumber: asked.versionNumber,
    answer,
    startSeconds: 12.5,
    createdAt: '2026-03-02T10:00:00.000Z',
    recordingUrl: `/api/admin/interviews/iv-${id}/recording`,
  };
}

const page = (
  question: { id: string; text: string },
  items: AnswerRow[],
  nextCursor: string | null,
) =>
  new Response(JSON.stringify({ question, items, nextCursor } satisfies AnswersPage), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/** The first question's answers: the newest as asked today, one from an older wording. */
const firstPage = [
  row('a', 'ada@example.com', BUILD, 'A garden.'),
  row('o', 'otto@example.com', BUILD, 'A kiln.', {
    text: 'What are you building?',
    versionNumber: 1,
  }),
];

/** The fake answers route reads its query string, as the server would. */
function answersApi(questions: AnswersQuestions = QUESTIONS) {
  const api = fakeApi({
    'GET /api/admin/me': { status: 200, body: viewer },
    'GET /api/admin/answers/questions': { status: 200, body: questions },
    'GET /api/admin/answers': () => {
      const url = String(api.fetch.mock.lastCall?.[0]);
      const params = new URL(url, 'http://localhost').searchParams;
      const q = params.get('q');
      if (params.get('question') === BEFORE.id)
        return Promise.resolve(page(BEFORE, [row('e', 'eve@example.com', BEFORE, 'Paper.')], null));
      if (params.get('question') !== BUILD.id) return Promise.resolve(page(WHY, [], null));
      if (q === 'robots')
        return Promise.resolve(page(BUILD, [row('s', 'sam@example.com', BUILD, 'Robots.')], null));
      if (q) return Promise.resolve(page(BUILD, [], null));
      if (params.get('cursor') === 'c2')
        return Promise.resolve(page(BUILD, [row('b', 'bo@example.com', BUILD, 'A boat.')], null));
      return Promise.resolve(page(BUILD, firstPage, 'c2'));
    },
  });
  return api;
}

const answerRequests = (api: ReturnType<typeof fakeApi>) =>
  api.fetch.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.startsWith('/api/admin/answers?'));

/** The first question's region, once its first page is on screen. */
async function firstQuestion() {
  const region = await screen.findByRole('region', { name: BUILD.text }, { timeout: 5_000 });
  await within(region).findByText('A garden.');
  return region;
}

describe('AnswersScreen', () => {
  it('lists the live questions in order with their counts, and pages on with More', async () => {
    const api = answersApi();
    const { user } = renderApp('/admin/answers');
    const first = await firstQuestion();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '1. What do you build?3 answers',
      '2. Why now?0 answers',
      'Earlier questions',
    ]);
    expect(within(first).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      '/admin/people/ada%40example.com',
    );
    expect(
      within(first).getByRole('link', { name: 'Play the answer of ada@example.com' }),
    ).toHaveAttribute('href', '/admin/people/ada%40example.com?interview=iv-a&t=12');

    await user.click(within(first).getByRole('button', { name: 'More' }));
    expect(await within(first).findByText('A boat.')).toBeInTheDocument();
    expect(within(first).getByText('A garden.')).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
    expect(answerRequests(api)).toEqual([
      '/api/admin/answers?question=q-build',
      '/api/admin/answers?question=q-build&cursor=c2',
    ]);
  });

  it('says "No answers yet." under a question without answers, without asking for them', async () => {
    const api = answersApi();
    renderApp('/admin/answers');
    await firstQuestion();
    const second = screen.getByRole('region', { name: WHY.text });
    expect(within(second).getByText('No answers yet.')).toBeInTheDocument();
    expect(screen.getAllByText('No answers yet.')).toHaveLength(1);
    expect(answerRequests(api).some((url) => url.includes(WHY.id))).toBe(false);
  });

  it('shows beside an answer the wording of the question it was given to, when another', async () => {
    answersApi();
    renderApp('/admin/answers');
    const first = await firstQuestion();
    const [newest, older] = within(first).getAllByRole('listitem');
    expect(older).toHaveTextContent('Asked as: “What are you building?”, version 1');
    expect(older).toHaveTextContent('A kiln.');
    expect(newest).not.toHaveTextContent('Asked as');
  });

  it('lists the questions no longer asked under Earlier questions, closed until opened', async () => {
    const api = answersApi();
    const { user } = renderApp('/admin/answers');
    await firstQuestion();
    const section = screen.getByRole('region', { name: 'Earlier questions' });
    const before = within(section).getByRole('region', { name: BEFORE.text });
    expect(before).toHaveTextContent('What did you use before? 1 answer');
    expect(within(before).queryByText('Paper.')).not.toBeInTheDocument();
    expect(answerRequests(api).some((url) => url.includes(BEFORE.id))).toBe(false);

    await user.click(within(before).getByText(BEFORE.text));
    expect(await within(before).findByText('Paper.')).toBeInTheDocument();
    expect(answerRequests(api)).toContain('/api/admin/answers?question=q-before');
  });

  it('has no Earlier questions section when every question answered is still asked', async () => {
    answersApi({ ...QUESTIONS, earlier: [] });
    renderApp('/admin/answers');
    await firstQuestion();
    expect(screen.queryByRole('region', { name: 'Earlier questions' })).not.toBeInTheDocument();
    expect(screen.queryByText('Earlier questions')).not.toBeInTheDocument();
  });

  it('searches the answers by words', async () => {
    const api = answersApi();
    const { user } = renderApp('/admin/answers');
    const first = await firstQuestion();
    await user.type(screen.getByRole('searchbox', { name: 'Search the answers' }), 'robots{Enter}');
    expect(await within(first).findByText('Robots.')).toBeInTheDocument();
    expect(within(first).queryByText('A garden.')).not.toBeInTheDocument();
    expect(answerRequests(api)).toContain('/api/admin/answers?question=q-build&q=robots');
    // A search opens the earlier questions: a match may be there.
    const before = screen.getByRole('region', { name: BEFORE.text });
    expect(await within(before).findByText('Paper.')).toBeInTheDocument();
    expect(answerRequests(api)).toContain('/api/admin/answers?question=q-before&q=robots');
  });

  it('says no answers match a search that finds none, not that there are none', async () => {
    answersApi();
    const { user } = renderApp('/admin/answers');
    const first = await firstQuestion();
    await user.type(screen.getByRole('searchbox', { name: 'Search the answers' }), 'zebra{Enter}');
    expect(await within(first).findByText('No answers match “zebra”.')).toBeInTheDocument();
    expect(within(first).queryByText('A garden.')).not.toBeInTheDocument();
    const second = screen.getByRole('region', { name: WHY.text });
    expect(within(second).getByText('No answers match “zebra”.')).toBeInTheDocument();
    expect(screen.queryByText('No answers yet.')).not.toBeInTheDocument();
  });
});
