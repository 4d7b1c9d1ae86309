import type { MeAnswer } from '@vibe/contracts/admin';
import type { WebhooksAnswer } from '@vibe/contracts/webhooks';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api.ts';
import { renderApp } from '@/testing/render.tsx';

// The Webhooks screen: an endpoint paused after repeated failures tells the owner and can be
// resumed; a viewer sees endpoints and deliveries without the owners' controls.

const me = (role: 'owner' | 'viewer'): MeAnswer => ({
  id: 'o-1',
  email: `${role}@example.com`,
  role,
  twoFactorEnabled: false,
});

const answer: WebhooksAnswer = {
  endpoints: [
    {
      id: 'e-1',
      url: 'https://hooks.example.com/vibe',
      format: 'standard',
      events: ['interview.completed'],
      createdAt: '2026-03-01T10:00:00.000Z',
      createdBy: 'owner@example.com',
      pausedAt: '2026-03-02T10:00:00.000Z',
      pausedReason: 'failing',
      consecutiveFailures: 10,
    },
  ],
  deliveries: [
    {
      id: 'd-1',
      endpointId: 'e-1',
      event: 'interview.completed',
      status: 'pending',
      createdAt: '2026-03-02T09:00:00.000Z',
      nextAttemptAt: '2026-03-02T11:00:00.000Z',
      attempts: [
        { at: '2026-03-02T09:00:00.000Z', statusCode: 500, error: null, durationMs: 12 },
        { at: '2026-03-02T09:01:00.000Z', statusCode: null, error: 'timed out', durationMs: 10 },
      ],
    },
  ],
};

function webhooksApi(role: 'owner' | 'viewer') {
  return fakeApi({
    'GET /api/admin/me': { status: 200, body: me(role) },
    'GET /api/admin/webhooks': { status: 200, body: answer },
    'PUT /api/admin/webhooks/e-1/paused': { status: 204, body: null },
  });
}

describe('the Webhooks screen', () => {
  it('tells an owner an endpoint was paused after failures, lists attempts, and resumes it', async () => {
    const api = webhooksApi('owner');
    const { user } = renderApp('/admin/webhooks');
    expect(
      await screen.findByText(/Paused after 10 failed deliveries in a row/, {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('HTTP 500 · 12 ms')).toBeInTheDocument();
    expect(screen.getByText('timed out · 10 ms')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    await waitFor(() =>
      expect(api.requests.map((r) => `${r.method} ${r.path}`)).toContain(
        'PUT /api/admin/webhooks/e-1/paused',
      ),
    );
  });

  it('shows a viewer the endpoints without the owners’ controls', async () => {
    webhooksApi('viewer');
    renderApp('/admin/webhooks');
    expect(
      await screen.findByText('Only owners can change webhooks.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resume' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add endpoint' })).not.toBeInTheDocument();
  });
});
