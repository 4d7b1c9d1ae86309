import type {
  AnswerRow,
  AnswersPage,
  AnswersQuestions,
  AnswersThemes,
} from '@vibe/contracts/interview';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { organiserMe } from '@/testing/admin-fixtures.ts';
import { fakeApi } from '@/testing/fake-api.ts';
import { renderApp } from '@/testing/render.tsx';

// Themes per question on the Answers screen (docs/product.md#themes-per-question): a question's
// themes as chips with their counts; picking one asks for only its answers and shows its quotes;
// picking it again, or "Show all answers", clears it.

const BUILD = { id: 'q-build', text: 'What do you build?' };
const QUESTIONS: AnswersQuestions = { live: [{ ...BUILD, answers: 3 }], earlier: [] };
const THEMES: AnswersThemes = {
  question: BUILD,
  themes: [
    { theme: 'open source', people: 2, quotes: ['Open source, mostly.', '…open-source tools…'] },
    { theme: 'mobile app', people: 1, quotes: ['A mobile app.'] },
  ],
};

function row(id: string, answer: string): AnswerRow {
  return {
    id,
    interviewId: `iv-${id}`,
    email: `${id}@example.com`,
    questionId: BUILD.id,
    questionIndex: 0,
    question: BUILD.text,
    versionNumber: 1,
    answer,
    startSeconds: null,
    createdAt: '2026-03-02T10:00:00.000Z',
    recordingUrl: null,
  };
}

function themesApi() {
  const api = fakeApi({
    'GET /api/admin/me': { status: 200, body: organiserMe('viewer') },
    'GET /api/admin/answers/questions': { status: 200, body: QUESTIONS },
    'GET /api/admin/answers/themes': { status: 200, body: THEMES },
    'GET /api/admin/answers': () => {
      const params = new URL(String(api.fetch.mock.lastCall?.[0]), 'http://localhost').searchParams;
      const items =
        params.get('theme') === 'open source'
          ? [row('a', 'Open source, mostly.')]
          : [row('a', 'Open source, mostly.'), row('b', 'A mobile app.')];
      const body: AnswersPage = { question: BUILD, items, nextCursor: null };
      return Promise.resolve(
        new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
    },
  });
  return api;
}

const answerRequests = (api: ReturnType<typeof fakeApi>) =>
  api.fetch.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.startsWith('/api/admin/answers?'));

describe('themes on the Answers screen', () => {
  it('filters a question’s answers by a picked theme, shows its quotes, and clears it', async () => {
    const api = themesApi();
    const { user } = renderApp('/admin/answers');
    const question = await screen.findByRole('region', { name: BUILD.text }, { timeout: 5_000 });
    const themes = await within(question).findByRole('group', { name: 'Themes' });
    const open = within(themes).getByRole('button', { name: 'open source: 2 people' });
    expect(within(themes).getByRole('button', { name: 'mobile app: 1 person' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(await within(question).findByText('A mobile app.')).toBeInTheDocument();

    await user.click(open);
    expect(open).toHaveAttribute('aria-pressed', 'true');
    const shown = within(question).getByRole('status');
    expect(shown).toHaveTextContent('Only the answers mentioning “open source”.');
    expect(
      within(shown).getByRole('list', { name: 'What was said about “open source”' }),
    ).toBeInTheDocument();
    expect(within(shown).getByText('…open-source tools…')).toBeInTheDocument();
    expect(await within(question).findAllByText('Open source, mostly.')).not.toHaveLength(0);
    expect(
      within(question).queryByText('A mobile app.', { selector: 'p' }),
    ).not.toBeInTheDocument();

    await user.click(within(shown).getByRole('button', { name: 'Show all answers' }));
    expect(open).toHaveAttribute('aria-pressed', 'false');
    expect(
      await within(question).findByText('A mobile app.', { selector: 'p' }),
    ).toBeInTheDocument();
    await user.click(open);
    await user.click(open);
    expect(open).toHaveAttribute('aria-pressed', 'false');
    expect(answerRequests(api)).toContain('/api/admin/answers?question=q-build&theme=open+source');
  });

  it('shows no themes section for a question whose answers have none', async () => {
    fakeApi({
      'GET /api/admin/me': { status: 200, body: organiserMe('viewer') },
      'GET /api/admin/answers/questions': { status: 200, body: QUESTIONS },
      'GET /api/admin/answers/themes': { status: 200, body: { question: BUILD, themes: [] } },
      'GET /api/admin/answers': {
        status: 200,
        body: { question: BUILD, items: [row('a', 'Yes.')], nextCursor: null },
      },
    });
    renderApp('/admin/answers');
    const question = await screen.findByRole('region', { name: BUILD.text }, { timeout: 5_000 });
    expect(await within(question).findByText('Yes.')).toBeInTheDocument();
    expect(within(question).queryByRole('group', { name: 'Themes' })).not.toBeInTheDocument();
  });
});
