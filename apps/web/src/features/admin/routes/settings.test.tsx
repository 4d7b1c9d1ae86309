import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultPrivacyText, type PrivacySettingsAnswer } from '@vibe/contracts/privacy';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { organiserMe } from '@/testing/admin-fixtures.ts';
import { fakeApi } from '@/testing/fake-api.ts';
import { SettingsScreen } from './settings.tsx';

const stored: PrivacySettingsAnswer = { privacyText: null, retentionDays: null, updatedAt: null };

function renderScreen() {
  return {
    user: userEvent.setup(),
    ...render(
      <AppProvider queryClient={createQueryClient()}>
        <SettingsScreen />
      </AppProvider>,
    ),
  };
}

describe('SettingsScreen', () => {
  it('lets an owner save the privacy text and the retention, with the default as placeholder', async () => {
    const api = fakeApi({
      'GET /api/admin/me': { status: 200, body: organiserMe('owner') },
      'GET /api/admin/settings': { status: 200, body: stored },
      'PUT /api/admin/settings': {
        status: 200,
        body: {
          privacyText: 'We keep little.',
          retentionDays: 90,
          updatedAt: '2026-06-01T00:00:00Z',
        },
      },
    });
    const { user } = renderScreen();
    // Editable once the screen knows the organiser is an owner.
    const save = await screen.findByRole('button', { name: 'Save' });
    const text = screen.getByRole('textbox', { name: 'Privacy page text' });
    expect(text).toHaveAttribute('placeholder', defaultPrivacyText(null));
    await user.type(text, 'We keep little.');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Keep recordings and transcripts' }),
      '90 days',
    );
    await user.click(save);
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({
      privacyText: 'We keep little.',
      retentionDays: 90,
    });
  });

  it('shows a viewer the settings without a way to change them', async () => {
    fakeApi({
      'GET /api/admin/me': { status: 200, body: organiserMe('viewer') },
      'GET /api/admin/settings': {
        status: 200,
        body: { ...stored, privacyText: 'Owners wrote this.', retentionDays: 30 },
      },
    });
    renderScreen();
    expect(await screen.findByText('Only an owner may change these settings.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Privacy page text' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Privacy page text' })).toHaveValue(
      'Owners wrote this.',
    );
    expect(screen.getByRole('combobox', { name: 'Keep recordings and transcripts' })).toHaveValue(
      '30',
    );
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
