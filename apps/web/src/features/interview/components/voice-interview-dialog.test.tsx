import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred, fakeApi } from '@/testing/fake-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { fakeCallLoader } from '@/testing/fake-interview-call.ts';
import { prefetchVoiceConfig } from '../api/get-voice-config.ts';
import { VoiceInterviewDialog } from './voice-interview-dialog.tsx';

const VOICE_CONFIG = { publicKey: 'pk', assistantId: 'as', apiBaseUrl: 'http://x/platform' };

function renderDialog(calls = fakeCallLoader()) {
  const onOpenChange = vi.fn();
  const view = renderWithProviders(
    <VoiceInterviewDialog
      email="me@example.com"
      ticket={{ id: 'iv-1', token: 'tok' }}
      renewTicket={vi.fn()}
      onOpenChange={onOpenChange}
      loadCall={calls.loadCall}
    />,
  );
  return { ...view, onOpenChange, calls };
}

describe('VoiceInterviewDialog configuration', () => {
  it('opens as a labelled dialog in its connecting view and loads the voice configuration', async () => {
    const api = fakeApi({ 'GET /api/voice-config': { status: 200, body: VOICE_CONFIG } });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Voice Interview' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Connecting...');
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(api.requests[0]).toMatchObject({ method: 'GET', path: '/api/voice-config' });
    expect(screen.queryByText('Configuration Error')).not.toBeInTheDocument();
  });

  it.each([
    [
      'voice is not configured (503)',
      { status: 503, body: { error: { code: 'voice_not_configured' } } },
    ],
    ['the answer is not a configuration', { status: 200, body: { publicKey: 'pk' } }],
    ['the network fails', { networkError: true as const }],
  ])('stops connecting with "Configuration Error" when %s', async (_label, answer) => {
    fakeApi({ 'GET /api/voice-config': answer });
    renderDialog();

    expect(await screen.findByText('Configuration Error')).toBeInTheDocument();
    expect(
      screen.getByText('Unable to load voice interview settings. Please try again.'),
    ).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Voice Interview' });
    expect(within(dialog).queryByText('Connecting...')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('connects again after "Try again"', async () => {
    const second = deferred<Response>();
    let calls = 0;
    fakeApi({
      'GET /api/voice-config': () =>
        ++calls === 1
          ? Promise.resolve(
              Response.json({ error: { code: 'voice_not_configured' } }, { status: 503 }),
            )
          : second.promise,
    });
    const { user } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Connecting...')).toBeInTheDocument();
    second.resolve(Response.json(VOICE_CONFIG));
    await waitFor(() => expect(calls).toBe(2));
    expect(screen.getByText('Connecting...')).toBeInTheDocument();
  });

  it('uses a configuration prefetched before it opened instead of asking again', async () => {
    const api = fakeApi({ 'GET /api/voice-config': { status: 200, body: VOICE_CONFIG } });
    prefetchVoiceConfig();
    const { calls } = renderDialog();
    await waitFor(() => expect(calls.calls).toHaveLength(1));
    expect(api.requests.filter((r) => r.path === '/api/voice-config')).toHaveLength(1);
    expect(calls.latest.publicKey).toBe('pk');
  });

  it('can be closed after a failure', async () => {
    fakeApi({ 'GET /api/voice-config': { status: 503, body: {} } });
    const { user, onOpenChange } = renderDialog();
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('button', { name: 'Try again' });
    const [closeButton] = within(dialog).getAllByRole('button', { name: 'Close' });
    await user.click(closeButton!);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
