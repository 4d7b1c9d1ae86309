import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/fake-api.ts';
import { fakeCallLoader } from '@/testing/fake-interview-call.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { VoiceInterviewDialog } from './voice-interview-dialog.tsx';

// "Question n of N" from the configuration's questions and what the assistant says, and the
// completion the sign-up widget thanks for (docs/product.md#interview, #endings).

const QUESTIONS = ['What do you build?', 'Which AI tools help you most when you code?'];
const BASE_CONFIG = { publicKey: 'pk', assistantId: 'asst-1', apiBaseUrl: 'http://x/platform' };
const TICKET = { id: 'iv-5', token: 'tok-5' };
const ok = { status: 200, body: {} };

/** Opens the dialog with this configuration and starts its call. */
async function activeInterview(config: Record<string, unknown>) {
  fakeApi({
    'GET /api/voice-config': { status: 200, body: config },
    'POST /api/interviews/iv-5/start': ok,
    'POST /api/interviews/iv-5/transcript': ok,
    'POST /api/interviews/iv-5/complete': ok,
  });
  const calls = fakeCallLoader();
  const onCompleted = vi.fn();
  renderWithProviders(
    <VoiceInterviewDialog
      email="me@example.com"
      ticket={TICKET}
      renewTicket={vi.fn()}
      onOpenChange={vi.fn()}
      onCompleted={onCompleted}
      loadCall={calls.loadCall}
    />,
  );
  await waitFor(() => expect(calls.latest.starts).toHaveLength(1));
  const call = calls.latest;
  act(() => call.emit('call-start'));
  await screen.findByText('Listening...');
  return { call, onCompleted };
}

const progressLine = () => document.querySelector('[data-slot="question-progress"]');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('VoiceInterviewDialog progress', () => {
  it('says which question the assistant asked, in a polite live region', async () => {
    const { call } = await activeInterview({ ...BASE_CONFIG, questions: QUESTIONS });
    const line = progressLine();
    expect(line).toHaveAttribute('aria-live', 'polite');
    expect(line).toBeEmptyDOMElement();

    act(() => call.say('assistant', 'Hello and welcome!'));
    expect(line).toBeEmptyDOMElement();
    act(() => call.say('assistant', 'So, what do you build?'));
    expect(line).toHaveTextContent('Question 1 of 2');
    act(() => call.say('user', 'Games.'));
    act(() => call.say('assistant', 'Could you tell me a bit more?'));
    expect(line).toHaveTextContent('Question 1 of 2');
    act(() => call.say('assistant', QUESTIONS[1]!));
    expect(screen.getByText('Question 2 of 2')).toBe(line);
  });

  it('touches the live region only when the question changes', async () => {
    const { call } = await activeInterview({ ...BASE_CONFIG, questions: QUESTIONS });
    act(() => call.say('assistant', QUESTIONS[0]!));
    const line = progressLine()!;
    const text = line.firstChild;
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(line, { childList: true, characterData: true, subtree: true });
    act(() => call.say('user', 'Games, mostly.'));
    act(() => call.say('assistant', 'Sounds fun.'));
    await Promise.resolve();
    expect(changes).toHaveLength(0);
    expect(line.firstChild).toBe(text);
    observer.disconnect();
  });

  it('shows nothing when the configuration names no questions', async () => {
    const { call } = await activeInterview(BASE_CONFIG);
    act(() => call.say('assistant', QUESTIONS[0]!));
    expect(screen.queryByText(/Question \d+ of/)).not.toBeInTheDocument();
    expect(progressLine()).toBeEmptyDOMElement();
  });

  it('reports an ordinary ending as completed', async () => {
    const { call, onCompleted } = await activeInterview(BASE_CONFIG);
    await act(async () => call.emit('call-end', { endedReason: 'assistant-ended-call' }));
    expect(await screen.findByText('Interview Complete!')).toBeInTheDocument();
    expect(onCompleted).toHaveBeenCalledTimes(1);
  });

  it('does not report a call a fault broke off as completed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { call, onCompleted } = await activeInterview(BASE_CONFIG);
    await act(async () => call.emit('call-end', { endedReason: 'worker-shutdown' }));
    expect(await screen.findByText('Voice Interview Error')).toBeInTheDocument();
    expect(onCompleted).not.toHaveBeenCalled();
  });
});
