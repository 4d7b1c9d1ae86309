import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallErrorEvent } from '@vibe/voice-sdk/web';
import { fakeApi, type FakeAnswer } from '@/testing/fake-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { fakeCallLoader, type FakeInterviewCall } from '@/testing/fake-interview-call.ts';
import { TRANSCRIPT_SAVE_DELAY_MS } from '../model/interview-controller.ts';
import { VoiceInterviewDialog } from './voice-interview-dialog.tsx';

const VOICE_CONFIG = { publicKey: 'pk', assistantId: 'asst-1', apiBaseUrl: 'http://x/platform' };
const TICKET = { id: 'iv-7', token: 'tok-7' };
const FRESH_TICKET = { id: 'iv-70', token: 'tok-70' };
const ok = { status: 200, body: {} };

function serverWith(overrides: Record<string, FakeAnswer> = {}) {
  return fakeApi({
    'GET /api/voice-config': { status: 200, body: VOICE_CONFIG },
    'POST /api/interviews/iv-7/start': ok,
    'POST /api/interviews/iv-7/transcript': ok,
    'POST /api/interviews/iv-7/complete': ok,
    ...overrides,
  });
}

async function openDialog() {
  const calls = fakeCallLoader();
  const onOpenChange = vi.fn();
  const renewTicket = vi.fn(() => Promise.resolve(FRESH_TICKET));
  const view = renderWithProviders(
    <VoiceInterviewDialog
      email="me@example.com"
      ticket={TICKET}
      renewTicket={renewTicket}
      onOpenChange={onOpenChange}
      loadCall={calls.loadCall}
    />,
  );
  await waitFor(() => expect(calls.calls).toHaveLength(1));
  const call = calls.latest;
  await waitFor(() => expect(call.starts).toHaveLength(1));
  return { ...view, call, calls, onOpenChange, renewTicket };
}

async function goActive(call: FakeInterviewCall) {
  act(() => call.emit('call-start'));
  return screen.findByText('Listening...');
}

const posts = (api: ReturnType<typeof fakeApi>, action: string) =>
  api.requests.filter((r) => r.path === `/api/interviews/iv-7/${action}`);

afterEach(() => {
  vi.useRealTimers();
});

/** A transport failure as the call class emits it. */
const transportError = (message: string): CallErrorEvent => ({
  type: 'transport-error',
  name: 'VoiceCallError',
  message,
  errorMsg: message,
  timestamp: '',
});

describe('VoiceInterviewDialog call', () => {
  it('starts the call with the assistant id and the interview id in the call metadata', async () => {
    serverWith();
    const { call } = await openDialog();
    expect(call.publicKey).toBe('pk');
    expect(call.apiBaseUrl).toBe('http://x/platform');
    expect(call.starts[0]).toEqual({
      assistantId: 'asst-1',
      overrides: { metadata: { interviewId: 'iv-7' } },
    });
    expect(screen.getByText('Connecting...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /End Interview/ })).not.toBeInTheDocument();
  });

  it('turns active at call start and stores the start time with the call id and the token', async () => {
    const api = serverWith();
    const { call } = await openDialog();
    await goActive(call);
    expect(screen.queryByText('Connecting...')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /End Interview/ })).toBeInTheDocument();
    await waitFor(() => expect(posts(api, 'start')).toHaveLength(1));
    const [start] = posts(api, 'start');
    expect(start!.headers.authorization).toBe('Bearer tok-7');
    expect(start!.body).toMatchObject({ call_id: 'call-1' });
    expect(Date.parse((start!.body as { started_at: string }).started_at)).not.toBeNaN();
  });

  it('shows "Assistant Speaking..." while the assistant talks and "Listening..." otherwise', async () => {
    serverWith();
    const { call } = await openDialog();
    await goActive(call);
    act(() => call.emit('speech-start'));
    const speaking = screen.getByText('Assistant Speaking...');
    expect(speaking.className).toMatch(/text-red/);
    expect(speaking.className).toMatch(/motion-safe:animate-pulse/);
    act(() => call.emit('speech-end'));
    expect(screen.getByText('Listening...').className).toMatch(/text-green/);
  });

  it('shows final transcript lines in a polite live region and saves them incrementally', async () => {
    const api = serverWith();
    const { call } = await openDialog();
    await goActive(call);
    // The save delay is skipped on fake timers (the real clock still drives waitFor).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const afterSaveDelay = () => act(() => vi.advanceTimersByTime(TRANSCRIPT_SAVE_DELAY_MS));
    act(() => {
      call.say('assistant', 'Tell me about', 'partial');
    });
    expect(screen.getByText('Tell me about')).toBeInTheDocument();
    act(() => {
      call.say('assistant', 'Tell me about your coding.');
      call.say('user', 'I build web apps.');
    });
    const region = screen.getByRole('region', { name: 'Interview transcript' });
    const live = region.querySelector('[aria-live="polite"]')!;
    expect(live).toHaveTextContent('Tell me about your coding.');
    expect(live).toHaveTextContent('I build web apps.');
    expect(screen.queryByText('Tell me about')).not.toBeInTheDocument();

    afterSaveDelay();
    await waitFor(() => expect(posts(api, 'transcript')).toHaveLength(1));
    expect(posts(api, 'transcript')[0]!.body).toEqual({
      from_index: 0,
      entries: [
        expect.objectContaining({ role: 'assistant', text: 'Tell me about your coding.' }),
        expect.objectContaining({ role: 'user', text: 'I build web apps.' }),
      ],
    });

    act(() => call.say('assistant', 'And what are you building?'));
    afterSaveDelay();
    await waitFor(() => expect(posts(api, 'transcript')).toHaveLength(2));
    expect(posts(api, 'transcript')[1]!.body).toMatchObject({
      from_index: 2,
      entries: [expect.objectContaining({ text: 'And what are you building?' })],
    });
  });

  it('sends a typed answer as a user message and shows it once, even when echoed back', async () => {
    serverWith();
    const { call, user } = await openDialog();
    await goActive(call);
    const field = screen.getByRole('textbox', { name: 'Prefer to type?' });
    await user.type(field, 'I mostly write TypeScript{Enter}');
    expect(call.sent).toEqual([
      { type: 'add-message', message: { role: 'user', content: 'I mostly write TypeScript' } },
    ]);
    expect(field).toHaveValue('');
    act(() => call.say('user', 'I mostly write TypeScript'));
    expect(screen.getAllByText('I mostly write TypeScript')).toHaveLength(1);
  });

  it('completes at call end: stores transcript and duration, thanks the visitor, closes after 2 s', async () => {
    const api = serverWith();
    const { call, onOpenChange } = await openDialog();
    await goActive(call);
    act(() => call.say('user', 'Hello'));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => {
      vi.advanceTimersByTime(3200);
      call.emit('call-end', { endedReason: 'assistant-ended-call' });
    });
    expect(await screen.findByText('Interview Complete!')).toBeInTheDocument();
    expect(
      screen.getByText("Thanks for sharing! We'll be in touch soon with next steps."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /End Interview/ })).not.toBeInTheDocument();
    await waitFor(() => expect(posts(api, 'complete')).toHaveLength(1));
    const body = posts(api, 'complete')[0]!.body as Record<string, unknown>;
    expect(body.transcript).toEqual([expect.objectContaining({ role: 'user', text: 'Hello' })]);
    expect(body.duration_seconds).toBe(3);
    expect(onOpenChange).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('stops the call on "End Interview"', async () => {
    const api = serverWith();
    const { call, user } = await openDialog();
    await goActive(call);
    await user.click(screen.getByRole('button', { name: /End Interview/ }));
    expect(call.stops).toBe(1);
    expect(await screen.findByText('Interview Complete!')).toBeInTheDocument();
    await waitFor(() => expect(posts(api, 'complete')).toHaveLength(1));
  });

  it('stops the call when the dialog is closed or unmounted', async () => {
    serverWith();
    const { call, user, unmount } = await openDialog();
    await goActive(call);
    const dialog = screen.getByRole('dialog', { name: 'Voice Interview' });
    const [close] = within(dialog).getAllByRole('button', { name: 'Close' });
    await user.click(close!);
    unmount();
    expect(call.stops).toBeGreaterThanOrEqual(1);
  });

  it('saves the transcript with a keepalive request saying the visitor left, and stops the call when the page is left', async () => {
    const api = serverWith();
    const { call } = await openDialog();
    await goActive(call);
    act(() => call.say('assistant', 'Welcome!'));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(call.stops).toBe(1);
    const [save] = posts(api, 'transcript');
    expect(save!.body).toEqual({
      from_index: 0,
      entries: [expect.objectContaining({ text: 'Welcome!' })],
      left_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const init = api.fetch.mock.calls.find(([url]) => String(url).endsWith('/transcript'))![1]!;
    expect(init.keepalive).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts(api, 'complete')).toHaveLength(0);
  });

  it('reports a call error as "Voice Interview Error" and stops connecting', async () => {
    serverWith();
    const { call } = await openDialog();
    act(() => call.emit('error', transportError('Connection lost')));
    expect(await screen.findByText('Voice Interview Error')).toBeInTheDocument();
    expect(
      screen.getByText('There was an issue with the voice interview. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Connecting...')).not.toBeInTheDocument();
    expect(screen.queryByText('Microphone Access Needed')).not.toBeInTheDocument();
  });

  it('asks for microphone access when the error mentions permission', async () => {
    serverWith();
    const { call } = await openDialog();
    act(() =>
      call.emit('error', {
        type: 'video-call-join-error',
        stage: 'video-call-join',
        // Serialized, as the SDK reports what a stage threw (an Error's fields, a plain object).
        error: { name: 'Error', message: 'NotAllowedError: PERMISSION denied' },
        totalDuration: 0,
        context: { hasAssistant: true, hasSquad: false, hasWorkflow: false, isMobile: false },
        name: 'VoiceCallError',
        message: 'NotAllowedError: PERMISSION denied',
        errorMsg: 'NotAllowedError: PERMISSION denied',
        timestamp: '',
      }),
    );
    expect(await screen.findByText('Microphone Access Needed')).toBeInTheDocument();
    expect(
      screen.getByText('Please allow microphone access to start the voice interview.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Voice Interview Error')).toBeInTheDocument();
  });

  it('starts a new call after "Try again" following a call error, on a fresh ticket', async () => {
    serverWith();
    const { call, calls, user, renewTicket } = await openDialog();
    act(() => call.emit('error', transportError('gone')));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls.calls).toHaveLength(2));
    expect(screen.getByText('Connecting...')).toBeInTheDocument();
    expect(renewTicket).toHaveBeenCalledOnce();
    await waitFor(() => expect(calls.latest.starts).toHaveLength(1));
    expect(calls.latest.starts[0]!.overrides).toEqual({ metadata: { interviewId: 'iv-70' } });
  });

  it('shows "Initialization Error" when the call cannot be set up', async () => {
    serverWith();
    const loadCall = () => Promise.reject(new Error('chunk failed'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(
      <VoiceInterviewDialog
        email="me@example.com"
        ticket={TICKET}
        renewTicket={vi.fn()}
        onOpenChange={vi.fn()}
        loadCall={loadCall}
      />,
    );
    expect(await screen.findByText('Initialization Error')).toBeInTheDocument();
    expect(
      screen.getByText('Failed to set up voice interview. Please refresh and try again.'),
    ).toBeInTheDocument();
  });

  it('only logs a failed database update, without a toast', async () => {
    serverWith({ 'POST /api/interviews/iv-7/start': { status: 503, body: {} } });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { call } = await openDialog();
    await goActive(call);
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByRole('listitem', { name: /error/i })).not.toBeInTheDocument();
    expect(screen.queryByText(/Error/)).not.toBeInTheDocument();
    expect(screen.getByText('Listening...')).toBeInTheDocument();
  });
});
