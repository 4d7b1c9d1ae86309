import { act, screen, waitFor, within } from '@testing-library/react';
import type { InterviewTicket } from '@vibe/contracts/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreateInterviewCall } from '../call/interview-call.ts';
import { deferred, fakeApi } from '@/testing/fake-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { fakeCallLoader } from '@/testing/fake-interview-call.ts';
import { VoiceInterviewDialog } from './voice-interview-dialog.tsx';

// "Try again" after a call broke off (docs/product.md#endings): the failed call's interview keeps
// what was heard and is over, so the new call runs as a new interview, on a fresh ticket; the
// visitor sees the usual connecting state meanwhile.

const VOICE_CONFIG = { publicKey: 'pk', assistantId: 'asst-1', apiBaseUrl: 'http://x/platform' };
const TICKET = { id: 'iv-1', token: 'tok-1' };
const FRESH_TICKET = { id: 'iv-2', token: 'tok-2' };
const ok = { status: 200, body: {} };
const ended = { status: 409, body: { error: { code: 'interview_completed', message: 'ended' } } };

/** The server after the first call's completion: its interview is over, the fresh one is open. */
function server() {
  return fakeApi({
    'GET /api/voice-config': { status: 200, body: VOICE_CONFIG },
    'POST /api/interviews/iv-1/start': ok,
    'POST /api/interviews/iv-1/transcript': ok,
    'POST /api/interviews/iv-1/complete': ok,
    'POST /api/interviews/iv-2/start': ok,
    'POST /api/interviews/iv-2/complete': ok,
  });
}

function openDialog(
  renewTicket: () => Promise<InterviewTicket>,
  loadCall?: () => Promise<CreateInterviewCall>,
) {
  const calls = fakeCallLoader();
  renderWithProviders(
    <VoiceInterviewDialog
      email="me@example.com"
      ticket={TICKET}
      renewTicket={renewTicket}
      onOpenChange={vi.fn()}
      loadCall={loadCall ?? calls.loadCall}
    />,
  );
  return calls;
}

/** Runs the first call until the server stops under it (the platform ends it `worker-shutdown`). */
async function callBrokeOff(calls: ReturnType<typeof fakeCallLoader>) {
  await waitFor(() => expect(calls.calls).toHaveLength(1));
  const call = calls.latest;
  await waitFor(() => expect(call.starts).toHaveLength(1));
  act(() => call.emit('call-start'));
  await screen.findByText('Listening...');
  act(() => call.emit('call-end', { endedReason: 'worker-shutdown' }));
  expect(await screen.findByText('The voice interview stopped.')).toBeInTheDocument();
}

const tryAgain = () =>
  within(screen.getByRole('dialog', { name: 'Voice Interview' })).getByRole('button', {
    name: 'Try again',
  });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('VoiceInterviewDialog "Try again"', () => {
  it('runs the new call on a fresh ticket, connecting meanwhile', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = server();
    const fresh = deferred<InterviewTicket>();
    const renewTicket = vi.fn(() => fresh.promise);
    const calls = openDialog(renewTicket);
    await callBrokeOff(calls);
    await waitFor(() =>
      expect(api.requests.some((r) => r.path === '/api/interviews/iv-1/complete')).toBe(true),
    );
    const oldTicketRequests = api.requests.filter((r) =>
      r.path.startsWith('/api/interviews/iv-1/'),
    );

    await act(async () => tryAgain().click());
    expect(renewTicket).toHaveBeenCalledOnce();
    expect(screen.getByRole('status')).toHaveTextContent('Connecting...');
    expect(screen.queryByText('The voice interview stopped.')).not.toBeInTheDocument();
    expect(calls.calls).toHaveLength(1);

    await act(async () => fresh.resolve(FRESH_TICKET));
    await waitFor(() => expect(calls.calls).toHaveLength(2));
    const retried = calls.latest;
    await waitFor(() => expect(retried.starts).toHaveLength(1));
    expect(retried.starts[0]!.overrides).toEqual({ metadata: { interviewId: 'iv-2' } });
    expect(screen.getByText('Connecting...')).toBeInTheDocument();

    act(() => retried.emit('call-start'));
    await screen.findByText('Listening...');
    await waitFor(() =>
      expect(api.requests.filter((r) => r.path === '/api/interviews/iv-2/start')).toHaveLength(1),
    );
    const start = api.requests.find((r) => r.path === '/api/interviews/iv-2/start')!;
    expect(start.headers.authorization).toBe('Bearer tok-2');
    // The ended interview is left as it was.
    expect(api.requests.filter((r) => r.path.startsWith('/api/interviews/iv-1/'))).toEqual(
      oldTicketRequests,
    );
    expect(renewTicket).toHaveBeenCalledOnce();
  });

  it('says "Voice Interview Error" again when no fresh ticket can be had, and can retry again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server();
    const renewTicket = vi
      .fn<() => Promise<InterviewTicket>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(FRESH_TICKET);
    const calls = openDialog(renewTicket);
    await callBrokeOff(calls);

    await act(async () => tryAgain().click());
    expect(await screen.findByText('The voice interview stopped.')).toBeInTheDocument();
    expect(screen.getByText('Voice Interview Error')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      'Getting a fresh interview ticket failed',
      expect.any(TypeError),
    );
    expect(calls.calls).toHaveLength(1);

    await act(async () => tryAgain().click());
    await waitFor(() => expect(calls.calls).toHaveLength(2));
    await waitFor(() => expect(calls.latest.starts).toHaveLength(1));
    expect(calls.latest.starts[0]!.overrides).toEqual({ metadata: { interviewId: 'iv-2' } });
    expect(renewTicket).toHaveBeenCalledTimes(2);
  });

  it('keeps the ticket when no call ran on it (the call code failed to load)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server();
    const renewTicket = vi.fn(() => Promise.resolve(FRESH_TICKET));
    const working = fakeCallLoader();
    const loadCall = vi
      .fn<() => Promise<CreateInterviewCall>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockImplementation(working.loadCall);
    openDialog(renewTicket, loadCall);
    expect(await screen.findByText('The voice interview stopped.')).toBeInTheDocument();

    await act(async () => tryAgain().click());
    await waitFor(() => expect(working.calls).toHaveLength(1));
    await waitFor(() => expect(working.latest.starts).toHaveLength(1));
    expect(working.latest.starts[0]!.overrides).toEqual({ metadata: { interviewId: 'iv-1' } });
    expect(renewTicket).not.toHaveBeenCalled();
  });

  it('starts again on a fresh ticket when the server says the ticket has already ended', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeApi({
      'GET /api/voice-config': { status: 200, body: VOICE_CONFIG },
      'POST /api/interviews/iv-1/start': ended,
      'POST /api/interviews/iv-2/start': ok,
      'POST /api/interviews/iv-2/complete': ok,
    });
    const renewTicket = vi.fn(() => Promise.resolve(FRESH_TICKET));
    const calls = openDialog(renewTicket);
    await waitFor(() => expect(calls.latest.starts).toHaveLength(1));
    act(() => calls.latest.emit('call-start'));
    await waitFor(() =>
      expect(api.requests.filter((r) => r.path === '/api/interviews/iv-2/start')).toHaveLength(1),
    );
    expect(renewTicket).toHaveBeenCalledOnce();
    // Nothing for the visitor to see: the interview goes on.
    expect(screen.getByText('Listening...')).toBeInTheDocument();
    expect(screen.queryByText('Voice Interview Error')).not.toBeInTheDocument();
  });
});
