import type { InterviewTicket } from '@vibe/contracts/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, fakeApi, type FakeAnswer } from '@/testing/fake-api.ts';
import { fakeCallLoader } from '@/testing/fake-interview-call.ts';
import { InterviewController, TRANSCRIPT_SAVE_DELAY_MS } from './interview-controller.ts';

// A call whose ticket the server says has already ended (`409 interview_completed` to its start)
// would be stored nowhere: the controller gets a fresh ticket, once, and stores the call there.

const STALE = { id: 'iv-old', token: 'tok-old' };
const FRESH = { id: 'iv-new', token: 'tok-new' };
const CONFIG = { publicKey: 'pk', assistantId: 'asst', apiBaseUrl: 'http://x/platform' };
const ok = { status: 200, body: {} };
const ended = { status: 409, body: { error: { code: 'interview_completed', message: 'ended' } } };

async function callStartedOnStaleTicket(
  answers: Record<string, FakeAnswer>,
  renewTicket = vi.fn(() => Promise.resolve<InterviewTicket>(FRESH)),
) {
  const api = fakeApi(answers);
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const calls = fakeCallLoader();
  const controller = new InterviewController({
    ticket: STALE,
    config: CONFIG,
    loadCall: calls.loadCall,
    renewTicket,
    onFinished: vi.fn(),
  });
  expect(controller.spentTicket).toBe(false);
  await controller.start();
  expect(controller.spentTicket).toBe(true);
  const call = calls.latest;
  call.emit('call-start');
  return { api, call, controller, renewTicket, logged };
}

const paths = (api: ReturnType<typeof fakeApi>) =>
  api.requests.filter((r) => r.path.startsWith('/api/interviews/')).map((r) => r.path);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('InterviewController on a stale ticket', () => {
  it('gets a fresh ticket once, starts there and stores the rest of the call there', async () => {
    vi.useFakeTimers();
    const { api, call, renewTicket } = await callStartedOnStaleTicket({
      'POST /api/interviews/iv-old/start': ended,
      'POST /api/interviews/iv-new/start': ok,
      'POST /api/interviews/iv-new/transcript': { status: 200, body: { count: 1 } },
      'POST /api/interviews/iv-new/complete': ok,
    });
    call.say('assistant', 'Welcome!');
    await vi.advanceTimersByTimeAsync(TRANSCRIPT_SAVE_DELAY_MS);
    await vi.waitFor(() => expect(paths(api)).toContain('/api/interviews/iv-new/transcript'));

    expect(renewTicket).toHaveBeenCalledOnce();
    const [refused, started] = api.requests.filter((r) => r.path.endsWith('/start'));
    expect(started!.headers.authorization).toBe('Bearer tok-new');
    expect(started!.body).toEqual(refused!.body);
    expect(started!.body).toMatchObject({ call_id: 'call-1' });
    const save = api.requests.find((r) => r.path === '/api/interviews/iv-new/transcript')!;
    expect(save.body).toEqual({
      from_index: 0,
      entries: [expect.objectContaining({ role: 'assistant', text: 'Welcome!' })],
    });

    await call.stop();
    await vi.waitFor(() => expect(paths(api)).toContain('/api/interviews/iv-new/complete'));
    expect(paths(api)).toEqual([
      '/api/interviews/iv-old/start',
      '/api/interviews/iv-new/start',
      '/api/interviews/iv-new/transcript',
      '/api/interviews/iv-new/complete',
    ]);
  });

  it('waits for the fresh ticket before storing a completion', async () => {
    const fresh = deferred<InterviewTicket>();
    const { api, call } = await callStartedOnStaleTicket(
      {
        'POST /api/interviews/iv-old/start': ended,
        'POST /api/interviews/iv-new/start': ok,
        'POST /api/interviews/iv-new/complete': ok,
      },
      vi.fn(() => fresh.promise),
    );
    await vi.waitFor(() => expect(paths(api)).toEqual(['/api/interviews/iv-old/start']));
    await call.stop();
    fresh.resolve(FRESH);
    await vi.waitFor(() => expect(paths(api)).toContain('/api/interviews/iv-new/complete'));
    expect(paths(api)).not.toContain('/api/interviews/iv-old/complete');
  });

  it('asks for a fresh ticket only once, and logs a second refusal', async () => {
    const { api, renewTicket, logged } = await callStartedOnStaleTicket({
      'POST /api/interviews/iv-old/start': ended,
      'POST /api/interviews/iv-new/start': ended,
    });
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    expect(renewTicket).toHaveBeenCalledOnce();
    expect(paths(api)).toEqual(['/api/interviews/iv-old/start', '/api/interviews/iv-new/start']);
    expect(logged).toHaveBeenCalledWith(
      'Storing the interview start on a fresh ticket failed',
      expect.objectContaining({ code: 'interview_completed' }),
    );
  });

  it('keeps its ticket when the start fails for another reason', async () => {
    const { api, renewTicket, logged } = await callStartedOnStaleTicket({
      'POST /api/interviews/iv-old/start': { status: 503, body: {} },
    });
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    expect(renewTicket).not.toHaveBeenCalled();
    expect(paths(api)).toEqual(['/api/interviews/iv-old/start']);
  });
});
