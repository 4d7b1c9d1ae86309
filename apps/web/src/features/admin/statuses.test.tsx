import {
  PERSON_STATUSES,
  type OverviewAnswer,
  type PeopleAnswer,
  type PersonAnswer,
} from '@vibe/contracts/admin';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { organiserMe } from '@/testing/admin-fixtures.ts';
import { fakeApi } from '@/testing/fake-api.ts';
import { renderApp } from '@/testing/render.tsx';
import { adminCopy } from './copy.ts';

// Every status shows with a label of its own wherever the dashboard shows statuses: an interview
// that ended with some questions answered, not all, is "Partial", neither completed nor
// abandoned (docs/product.md#statuses).

const labels = adminCopy.people.statuses;

const people: PeopleAnswer = {
  items: [
    {
      email: 'part@example.com',
      createdAt: '2026-03-02T10:00:00.000Z',
      attempts: 1,
      latestStatus: 'partial',
      durationSeconds: 42,
      completedAt: null,
      starred: false,
      reviewed: false,
      tags: [],
    },
    {
      email: 'waiting@example.com',
      createdAt: '2026-03-02T09:00:00.000Z',
      attempts: 1,
      latestStatus: 'pending',
      durationSeconds: null,
      completedAt: null,
      starred: false,
      reviewed: false,
      tags: [],
    },
  ],
  nextCursor: null,
};

const person: PersonAnswer = {
  record: {
    email: 'part@example.com',
    user_agent: 'agent',
    referrer: null,
    interview_started_at: '2026-03-02T10:00:00.000Z',
    interview_completed_at: '2026-03-02T10:00:42.000Z',
    interview_completed: false,
    interview_duration_seconds: 42,
    created_at: '2026-03-02T10:00:00.000Z',
  },
  interviews: [
    {
      id: 'iv-1',
      status: 'partial',
      startedAt: '2026-03-02T10:00:00.000Z',
      completedAt: '2026-03-02T10:00:42.000Z',
      durationSeconds: 42,
      endedReason: 'customer-ended-call',
      transcript: [],
      recordingUrl: null,
      stereoRecordingUrl: null,
      interviewVersionId: null,
      summary: null,
      answers: [],
    },
  ],
  work: { starred: false, reviewedAt: null, reviewedBy: null, tags: [], notes: [] },
};

const overview: OverviewAnswer = {
  funnel: { signedUp: 10, started: 8, completed: 4, partial: 2, abandoned: 1 },
  perDay: [],
  medianDurationSeconds: 60,
  perVersion: [],
};

function dashboardApi() {
  return fakeApi({
    'GET /api/admin/me': { status: 200, body: organiserMe('viewer') },
    'GET /api/admin/people': { status: 200, body: people },
    'GET /api/admin/people/part%40example.com': { status: 200, body: person },
    'GET /api/admin/overview': { status: 200, body: overview },
  });
}

describe('status labels', () => {
  it('give every status a label of its own', () => {
    const texts = PERSON_STATUSES.map((status) => labels[status]);
    expect(new Set(texts).size).toBe(PERSON_STATUSES.length);
    expect(labels.partial).toBe('Partial');
    expect(labels.pending).toBe('Not started');
    expect(labels.none).toBe('No interview');
  });

  it('show in the people list, whose filter offers every status, Partial included', async () => {
    const api = dashboardApi();
    const { user } = renderApp('/admin/people');
    const row = (
      await screen.findByRole('link', { name: 'part@example.com' }, { timeout: 5_000 })
    ).closest('tr')!;
    expect(within(row).getByText('Partial')).toBeInTheDocument();
    const waiting = screen.getByRole('link', { name: 'waiting@example.com' }).closest('tr')!;
    expect(within(waiting).getByText('Not started')).toBeInTheDocument();

    const filter = screen.getByRole('combobox', { name: adminCopy.people.status });
    const options = within(filter)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      adminCopy.people.anyStatus,
      ...PERSON_STATUSES.map((status) => labels[status]),
    ]);
    await user.selectOptions(filter, 'Partial');
    await expect
      .poll(() => api.fetch.mock.calls.map(([input]) => String(input)))
      .toContain('/api/admin/people?status=partial');
  });

  it('show on the person page', async () => {
    dashboardApi();
    renderApp('/admin/people/part%40example.com');
    const status = await screen.findByText('Partial', {}, { timeout: 5_000 });
    expect(status).toBeInTheDocument();
    expect(screen.queryByText('Completed')).not.toBeInTheDocument();
    expect(screen.queryByText('Abandoned')).not.toBeInTheDocument();
  });

  it('count partial interviews in the overview, beside completed and abandoned', async () => {
    dashboardApi();
    renderApp('/admin');
    const partial = await screen.findByTestId(
      `stat-${adminCopy.overview.partial}`,
      {},
      { timeout: 5_000 },
    );
    expect(partial).toHaveTextContent('2');
    expect(partial.parentElement).toHaveTextContent('25% of started');
    expect(screen.getByTestId(`stat-${adminCopy.overview.completed}`)).toHaveTextContent('4');
    expect(screen.getByTestId(`stat-${adminCopy.overview.abandoned}`)).toHaveTextContent('1');
  });
});
