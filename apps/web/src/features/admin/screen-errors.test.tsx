import type { OverviewAnswer, PeopleAnswer } from '@vibe/contracts/admin';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { organiserMe } from '@/testing/admin-fixtures.ts';
import { fakeApi } from '@/testing/fake-api.ts';
import { renderApp } from '@/testing/render.tsx';
import { adminCopy } from './copy.ts';

// A screen whose data the server did not answer says so in its place, with the menu still
// there, and shows by itself once the server answers again.

const people: PeopleAnswer = {
  items: [
    {
      email: 'back@example.com',
      createdAt: '2026-03-02T10:00:00.000Z',
      attempts: 1,
      latestStatus: 'completed',
      durationSeconds: 42,
      completedAt: '2026-03-02T10:00:42.000Z',
      starred: false,
      reviewed: false,
      tags: [],
    },
  ],
  nextCursor: null,
};

const overview: OverviewAnswer = {
  funnel: { signedUp: 10, started: 8, completed: 4, partial: 2, abandoned: 1 },
  perDay: [],
  medianDurationSeconds: 60,
  perVersion: [],
};

/** The dashboard's API, whose people list fails with no answer while `server.down`. */
function flakyApi() {
  const server = { down: false };
  fakeApi({
    'GET /api/admin/me': { status: 200, body: organiserMe('viewer') },
    'GET /api/admin/overview': { status: 200, body: overview },
    'GET /api/admin/people': () =>
      server.down
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(Response.json(people)),
  });
  return server;
}

const nav = () => screen.getByRole('navigation', { name: adminCopy.nav.label });
const unreachable = () =>
  screen.findByText(adminCopy.screenError.unreachable, {}, { timeout: 5_000 });

describe('a screen the server did not answer', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('says so in its place, keeps the menu, and shows by itself once the server answers', async () => {
    const server = flakyApi();
    const { user } = renderApp('/admin');
    await screen.findByTestId(`stat-${adminCopy.overview.signedUp}`, {}, { timeout: 5_000 });

    server.down = true;
    await user.click(screen.getByRole('link', { name: adminCopy.nav.people }));
    expect(await unreachable()).toBeInTheDocument();
    expect(nav()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: adminCopy.screenError.tryAgain })).toBeEnabled();

    server.down = false;
    expect(
      await screen.findByRole('link', { name: 'back@example.com' }, { timeout: 8_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(adminCopy.screenError.unreachable)).not.toBeInTheDocument();
  }, 20_000);

  it('loads again at once on "Try again"', async () => {
    const server = flakyApi();
    server.down = true;
    const { user } = renderApp('/admin/people');
    await unreachable();

    server.down = false;
    await user.click(screen.getByRole('button', { name: adminCopy.screenError.tryAgain }));
    expect(
      await screen.findByRole('link', { name: 'back@example.com' }, { timeout: 2_000 }),
    ).toBeInTheDocument();
  }, 20_000);

  it('is cleared by moving to another screen', async () => {
    const server = flakyApi();
    server.down = true;
    const { user } = renderApp('/admin/people');
    await unreachable();

    await user.click(screen.getByRole('link', { name: adminCopy.nav.overview }));
    expect(
      await screen.findByTestId(`stat-${adminCopy.overview.signedUp}`, {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(adminCopy.screenError.unreachable)).not.toBeInTheDocument();
  }, 20_000);
});
