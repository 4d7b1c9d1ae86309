import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallEndedReason } from '@vibe/voice-sdk/protocol';
import { fakeApi } from '@/testing/fake-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { fakeCallLoader } from '@/testing/fake-interview-call.ts';
import { VoiceInterviewDialog } from './voice-interview-dialog.tsx';

// What the visitor is told when the platform ends the call: thanks when the conversation ended
// (the assistant, the visitor or a limit ended it), "Voice Interview Error" when it broke off
// (docs/product.md#endings). Either way what was heard is stored.

const VOICE_CONFIG = { publicKey: 'pk', assistantId: 'asst-1', apiBaseUrl: 'http://x/platform' };
const TICKET = { id: 'iv-8', token: 'tok-8' };
const ok = { status: 200, body: {} };

const completions = (api: ReturnType<typeof fakeApi>) =>
  api.requests.filter((r) => r.path === '/api/interviews/iv-8/complete');

/** Opens the dialog, starts its call and lets the visitor say one line. */
async function activeInterview() {
  const api = fakeApi({
    'GET /api/voice-config': { status: 200, body: VOICE_CONFIG },
    'POST /api/interviews/iv-8/start': ok,
    'POST /api/interviews/iv-8/transcript': ok,
    'POST /api/interviews/iv-8/complete': ok,
  });
  const calls = fakeCallLoader();
  const onOpenChange = vi.fn();
  renderWithProviders(
    <VoiceInterviewDialog
      email="me@example.com"
      ticket={TICKET}
      renewTicket={vi.fn()}
      onOpenChange={onOpenChange}
      loadCall={calls.loadCall}
    />,
  );
  await waitFor(() => expect(calls.latest.starts).toHaveLength(1));
  const call = calls.latest;
  act(() => call.emit('call-start'));
  await screen.findByText('Listening...');
  act(() => call.say('user', 'I build games'));
  return { api, call, onOpenChange };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('VoiceInterviewDialog ending', () => {
  it.each<CallEndedReason>([
    'worker-shutdown',
    'call.in-progress.error-vapifault-worker-died',
    'call.in-progress.error-vapifault-call-started-but-connection-to-transport-missing',
    'pipeline-error-custom-voice-failed',
  ])(
    'shows "Voice Interview Error", not "Interview Complete!", when the call ends with %s',
    async (endedReason) => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { api, call, onOpenChange } = await activeInterview();
      vi.useFakeTimers({ shouldAdvanceTime: true });
      await act(async () => call.emit('call-end', { endedReason }));

      expect(await screen.findByText('Voice Interview Error')).toBeInTheDocument();
      expect(
        screen.getByText('There was an issue with the voice interview. Please try again.'),
      ).toBeInTheDocument();
      expect(screen.getByText('The voice interview stopped.')).toBeInTheDocument();
      expect(screen.queryByText('Interview Complete!')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /End Interview/ })).not.toBeInTheDocument();
      expect(logged).toHaveBeenCalledWith(expect.any(String), endedReason);

      // What was heard is still stored: the server decides what the interview became.
      await waitFor(() => expect(completions(api)).toHaveLength(1));
      expect(completions(api)[0]!.body).toMatchObject({
        transcript: [expect.objectContaining({ role: 'user', text: 'I build games' })],
      });
      // The dialog stays open with the error, for the visitor to read and close.
      await act(async () => {
        vi.advanceTimersByTime(5000);
      });
      expect(onOpenChange).not.toHaveBeenCalled();
    },
  );

  it.each<CallEndedReason>([
    'assistant-ended-call',
    'customer-ended-call',
    'silence-timed-out',
    'exceeded-max-duration',
  ])('thanks the visitor when the call ends with %s', async (endedReason) => {
    const { api, call } = await activeInterview();
    await act(async () => call.emit('call-end', { endedReason }));
    expect(await screen.findByText('Interview Complete!')).toBeInTheDocument();
    expect(screen.queryByText('Voice Interview Error')).not.toBeInTheDocument();
    await waitFor(() => expect(completions(api)).toHaveLength(1));
  });

  it('asks for the microphone too when the platform never got it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { call } = await activeInterview();
    await act(async () =>
      call.emit('call-end', { endedReason: 'customer-did-not-give-microphone-permission' }),
    );
    expect(await screen.findByText('Microphone Access Needed')).toBeInTheDocument();
    expect(screen.getByText('Voice Interview Error')).toBeInTheDocument();
    expect(screen.queryByText('Interview Complete!')).not.toBeInTheDocument();
  });
});
