import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationPreferencesAnswer } from '@vibe/contracts/notifications';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { fakeApi } from '@/testing/fake-api.ts';
import { NotificationPreferences } from './notification-preferences.tsx';

const PATH = '/api/admin/me/notifications';
const MAIL_OFF =
  'E-mail is off on this server: its operator sets SMTP_URL (see the README) to send these.';

const stored = (
  choices: Partial<NotificationPreferencesAnswer> = {},
): NotificationPreferencesAnswer => ({
  completionNotice: false,
  dailyDigest: false,
  mailEnabled: true,
  updatedAt: null,
  ...choices,
});

function renderCard() {
  return {
    user: userEvent.setup(),
    ...render(
      <AppProvider queryClient={createQueryClient()}>
        <NotificationPreferences />
      </AppProvider>,
    ),
  };
}

const notices = () => screen.getByRole('checkbox', { name: 'Each completed interview' });
const digest = () => screen.getByRole('checkbox', { name: 'A daily digest' });

describe('NotificationPreferences', () => {
  it('shows the stored choices, on and off', async () => {
    fakeApi({ [`GET ${PATH}`]: { status: 200, body: stored({ dailyDigest: true }) } });
    renderCard();
    expect(await screen.findByRole('checkbox', { name: 'A daily digest' })).toBeChecked();
    expect(notices()).not.toBeChecked();
    expect(notices()).toBeEnabled();
    expect(digest()).toHaveAccessibleDescription(/after 07:00 UTC/);
    expect(screen.queryByText(MAIL_OFF)).not.toBeInTheDocument();
  });

  it('saves a change at once, showing it while it saves, then says it is saved', async () => {
    let answer!: (response: Response) => void;
    const api = fakeApi({
      [`GET ${PATH}`]: { status: 200, body: stored() },
      [`PUT ${PATH}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user } = renderCard();
    await user.click(await screen.findByRole('checkbox', { name: 'Each completed interview' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saving…');
    expect(notices()).toBeChecked();
    expect(notices()).toBeDisabled();
    expect(digest()).toBeDisabled();
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      completionNotice: true,
      dailyDigest: false,
    });
    answer(
      new Response(JSON.stringify(stored({ completionNotice: true })), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(notices()).toBeChecked();
    expect(notices()).toBeEnabled();
  });

  it('says what the operator sets when e-mail is off, with the boxes disabled', async () => {
    fakeApi({
      [`GET ${PATH}`]: {
        status: 200,
        body: stored({ mailEnabled: false, completionNotice: true }),
      },
    });
    renderCard();
    expect(await screen.findByText(MAIL_OFF)).toBeInTheDocument();
    expect(notices()).toBeDisabled();
    expect(notices()).toBeChecked();
    expect(digest()).toBeDisabled();
  });

  it('shows a refused save and the stored choices again', async () => {
    fakeApi({
      [`GET ${PATH}`]: { status: 200, body: stored() },
      [`PUT ${PATH}`]: {
        status: 400,
        body: { error: { code: 'invalid_body', message: 'Invalid body.' } },
      },
    });
    const { user } = renderCard();
    await user.click(await screen.findByRole('checkbox', { name: 'A daily digest' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(digest()).not.toBeChecked();
    expect(digest()).toBeEnabled();
  });
});
