import type { PeopleAnswer, PersonAnswer } from '@vibe/contracts/admin';
import type { AnswersPage, AnswersQuestions } from '@vibe/contracts/interview';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { interviewVersion, organiserMe } from '@/testing/admin-fixtures.ts';
import { fakeApi } from '@/testing/fake-api.ts';
import { renderApp } from '@/testing/render.tsx';

// What a visitor sends (e-mail, user agent, referrer, transcript, answers, the report's summary)
// may hold bidirectional controls: a U+202E would read the rest of its line backwards and drag
// the page's own text along. Each such text is shown in an element of its own that isolates it
// (`<bdi>` or `dir="auto"`), so it cannot reorder anything around it.

const RLO = '\u202E';
const email = `${RLO}moc.elpmaxe@ada`;
const hostile = (what: string) => `${what} ${RLO}txet desrever`;

const owner = organiserMe('owner');

// Saved before organisers' texts were checked: a stored question may still hold one.
const version = interviewVersion(2, [hostile('question')]);

const questions: AnswersQuestions = {
  live: [{ id: 'q-1', text: hostile('question'), answers: 1 }],
  earlier: [{ id: 'q-0', text: hostile('earlier'), answers: 1 }],
};

const answers: AnswersPage = {
  question: { id: 'q-1', text: hostile('question') },
  items: [
    {
      id: 'a-1',
      interviewId: 'iv-1',
      email,
      questionId: 'q-1',
      questionIndex: 0,
      // An answer to another wording shows that wording beside it.
      question: hostile('asked'),
      versionNumber: 1,
      answer: hostile('answer'),
      startSeconds: 3,
      createdAt: '2026-03-02T10:00:00.000Z',
      recordingUrl: null,
    },
  ],
  nextCursor: null,
};

const people: PeopleAnswer = {
  items: [
    {
      email,
      createdAt: '2026-03-02T10:00:00.000Z',
      attempts: 1,
      latestStatus: 'completed',
      durationSeconds: 60,
      completedAt: '2026-03-02T10:01:00.000Z',
      starred: false,
      reviewed: false,
      tags: [],
    },
  ],
  nextCursor: null,
};

const person: PersonAnswer = {
  record: {
    email,
    user_agent: hostile('agent'),
    referrer: hostile('referrer'),
    interview_started_at: '2026-03-02T10:00:00.000Z',
    interview_completed_at: '2026-03-02T10:01:00.000Z',
    interview_completed: true,
    interview_duration_seconds: 60,
    created_at: '2026-03-02T10:00:00.000Z',
  },
  interviews: [
    {
      id: 'iv-1',
      status: 'completed',
      startedAt: '2026-03-02T10:00:00.000Z',
      completedAt: '2026-03-02T10:01:00.000Z',
      durationSeconds: 60,
      endedReason: hostile('reason'),
      transcript: [
        { role: 'assistant', text: 'What do you build?', timestamp: '2026-03-02T10:00:01.000Z' },
        { role: 'user', text: hostile('said'), timestamp: '2026-03-02T10:00:05.000Z' },
      ],
      recordingUrl: null,
      stereoRecordingUrl: null,
      interviewVersionId: version.id,
      summary: hostile('summary'),
      answers: [
        {
          questionIndex: 0,
          question: version.definition.questions[0]!,
          answer: hostile('mapped'),
          startSeconds: 4,
        },
      ],
    },
  ],
  // Organisers' own texts, isolated all the same.
  work: {
    starred: true,
    reviewedAt: null,
    reviewedBy: null,
    tags: [{ id: 't-1', name: hostile('tag') }],
    notes: [
      {
        id: 'n-1',
        author: owner.email,
        body: hostile('note'),
        createdAt: '2026-03-02T11:00:00.000Z',
      },
    ],
  },
};

/** The texts of the elements that isolate their content from the text around them. */
function isolatedTexts(): (string | null)[] {
  return [...document.body.querySelectorAll('bdi, [dir="auto"]')].map((el) => el.textContent);
}

function dashboardApi() {
  return fakeApi({
    'GET /api/admin/me': { status: 200, body: owner },
    'GET /api/admin/interview/versions': { status: 200, body: { items: [version] } },
    'GET /api/admin/answers/questions': { status: 200, body: questions },
    'GET /api/admin/answers': { status: 200, body: answers },
    'GET /api/admin/people': { status: 200, body: people },
    [`GET /api/admin/people/${encodeURIComponent(email)}`]: { status: 200, body: person },
  });
}

describe('visitor text on the dashboard', () => {
  it('isolates the e-mail, the answer and the stored questions on the Answers screen', async () => {
    dashboardApi();
    renderApp('/admin/answers');
    await screen.findByText(hostile('answer'), {}, { timeout: 5_000 });
    expect(isolatedTexts()).toEqual(
      expect.arrayContaining([
        email,
        hostile('answer'),
        hostile('question'),
        hostile('asked'),
        hostile('earlier'),
      ]),
    );
  });

  it('isolates the e-mail in the people list', async () => {
    dashboardApi();
    renderApp('/admin/people');
    await screen.findByRole('link', { name: email }, { timeout: 5_000 });
    expect(isolatedTexts()).toContain(email);
  });

  it('isolates everything the visitor sent on the person page', async () => {
    dashboardApi();
    renderApp(`/admin/people/${encodeURIComponent(email)}`);
    await screen.findByText(hostile('said'), {}, { timeout: 5_000 });
    expect(isolatedTexts()).toEqual(
      expect.arrayContaining([
        email,
        hostile('agent'),
        hostile('referrer'),
        hostile('reason'),
        hostile('said'),
        hostile('summary'),
        hostile('mapped'),
        hostile('question'),
        hostile('tag'),
        hostile('note'),
      ]),
    );
  });
});
