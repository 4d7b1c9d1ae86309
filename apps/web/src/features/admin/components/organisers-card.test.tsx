import type { MeAnswer, OrganiserSummary, PendingInvitation } from '@vibe/contracts/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeAnswer } from '@/testing/fake-api.ts';
import { renderApp } from '@/testing/render.tsx';

// The Account page's organisers card as an owner uses it: removing an organiser behind a
// confirmation, withdrawing an invitation, and a refusal shown as a toast.

const owner: MeAnswer = {
  id: 'o-1',
  email: 'owner@example.com',
  role: 'owner',
  twoFactorEnabled: false,
};
const organiser = (id: string, email: string, role: 'owner' | 'viewer'): OrganiserSummary => ({
  id,
  email,
  role,
  createdAt: '2026-03-01T10:00:00.000Z',
});
const invitation: PendingInvitation = {
  id: 'i-1',
  email: 'new@example.com',
  role: 'viewer',
  invitedBy: 'owner@example.com',
  expiresAt: '2026-03-04T10:00:00.000Z',
  createdAt: '2026-03-01T10:00:00.000Z',
};

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(body === null ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );

/** The dashboard's API with organisers and invitations that DELETE really removes. */
function dashboardApi(me: MeAnswer, overrides: Record<string, FakeAnswer> = {}) {
  let organisers = [
    organiser('o-1', 'owner@example.com', 'owner'),
    organiser('v-1', 'viewer@example.com', 'viewer'),
  ];
  let invitations = [invitation];
  return fakeApi({
    'GET /api/admin/me': { status: 200, body: me },
    'GET /api/admin/organisers': () => json({ items: organisers }),
    'GET /api/admin/invitations': () => json({ items: invitations }),
    'GET /api/admin/audit': { status: 200, body: { items: [], nextCursor: null } },
    'DELETE /api/admin/organisers/v-1': () => {
      organisers = organisers.filter((one) => one.id !== 'v-1');
      return json(null, 204);
    },
    'DELETE /api/admin/invitations/i-1': () => {
      invitations = [];
      return json(null, 204);
    },
    ...overrides,
  });
}

/** The Account page, once its lazily loaded dashboard has asked for the organisers. */
async function openAccount() {
  const rendered = renderApp('/admin/account');
  await screen.findByRole('heading', { name: 'Organisers' }, { timeout: 5_000 });
  return rendered;
}

const deletes = (api: ReturnType<typeof fakeApi>) =>
  api.requests.filter((request) => request.method === 'DELETE').map((request) => request.path);

describe('the organisers on the Account page', () => {
  it('removes an organiser only after the confirmation, and the list drops them', async () => {
    const api = dashboardApi(owner);
    const { user } = await openAccount();
    await user.click(await screen.findByRole('button', { name: 'Remove viewer@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this organiser?' });
    expect(dialog).toHaveTextContent('viewer@example.com: They are signed out at once');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deletes(api)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove viewer@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Remove organiser' }));
    await waitFor(() => expect(screen.queryByText('viewer@example.com')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deletes(api)).toEqual(['/api/admin/organisers/v-1']);
    // No Remove for yourself.
    expect(screen.getByText('owner@example.com (you)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('lists pending invitations and withdraws one', async () => {
    const api = dashboardApi(owner);
    const { user } = await openAccount();
    expect(await screen.findByText(/invited by owner@example\.com/)).toBeInTheDocument();
    expect(screen.getByText(/new@example\.com \(Viewer\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Withdraw new@example.com' }));
    expect(await screen.findByText('No pending invitations.')).toBeInTheDocument();
    expect(deletes(api)).toEqual(['/api/admin/invitations/i-1']);
  });

  it("shows a refused removal as a toast with the server's reason, and keeps the organiser", async () => {
    dashboardApi(owner, {
      'DELETE /api/admin/organisers/v-1': {
        status: 403,
        body: { error: { code: 'forbidden', message: 'Only an owner may do this.' } },
      },
    });
    const { user } = await openAccount();
    await user.click(await screen.findByRole('button', { name: 'Remove viewer@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Remove organiser' }));
    expect(await screen.findByText('Could not remove the organiser')).toBeInTheDocument();
    expect(screen.getByText('Only an owner may do this.')).toBeInTheDocument();
    expect(screen.getAllByText('viewer@example.com').length).toBeGreaterThan(0);
  });

  it('shows a viewer the organisers without Remove, and does not ask for invitations', async () => {
    const api = dashboardApi({ ...owner, id: 'v-1', email: 'viewer@example.com', role: 'viewer' });
    await openAccount();
    expect(await screen.findByText('owner@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Pending invitations')).not.toBeInTheDocument();
    expect(api.requests.map((request) => request.path)).not.toContain('/api/admin/invitations');
  });
});
