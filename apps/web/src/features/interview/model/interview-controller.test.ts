import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/fake-api.ts';
import { fakeCallLoader } from '@/testing/fake-interview-call.ts';
import { InterviewController, TRANSCRIPT_SAVE_DELAY_MS } from './interview-controller.ts';

const TICKET = { id: 'iv-9', token: 'tok-9' };
const CONFIG = { publicKey: 'pk', assistantId: 'asst', apiBaseUrl: 'http://x/platform' };

/** A controller for the test ticket whose calls come from a fake loader. */
function newController() {
  const calls = fakeCallLoader();
  const controller = new InterviewController({
    ticket: TICKET,
    config: CONFIG,
    loadCall: calls.loadCall,
    renewTicket: vi.fn(),
    onFinished: vi.fn(),
  });
  return { controller, calls };
}

async function startedController() {
  const { controller, calls } = newController();
  await controller.start();
  calls.latest.emit('call-start');
  return { controller, call: calls.latest };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('InterviewController', () => {
  it('sends everything again after the server reports a transcript gap', async () => {
    // The save delay runs on fake timers: no waiting 3 × 0.4 s of wall time.
    vi.useFakeTimers();
    let saves = 0;
    const api = fakeApi({
      'POST /api/interviews/iv-9/start': { status: 200, body: {} },
      'POST /api/interviews/iv-9/transcript': () =>
        Promise.resolve(
          ++saves === 2
            ? Response.json({ error: { code: 'transcript_gap', message: 'gap' } }, { status: 409 })
            : Response.json({ count: 0 }),
        ),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { call } = await startedController();
    const saved = () =>
      api.requests
        .filter((r) => r.path.endsWith('/transcript'))
        .map((r) => r.body as { from_index: number; entries: unknown[] });
    const saySaved = async (role: 'user' | 'assistant', text: string, count: number) => {
      call.say(role, text);
      await vi.advanceTimersByTimeAsync(TRANSCRIPT_SAVE_DELAY_MS);
      await vi.waitFor(() => expect(saved()).toHaveLength(count));
    };

    await saySaved('assistant', 'One', 1);
    await saySaved('user', 'Two', 2);
    expect(saved()[1]).toMatchObject({ from_index: 1 });
    await saySaved('assistant', 'Three', 3);
    expect(saved()[2]!.from_index).toBe(0);
    expect(saved()[2]!.entries).toHaveLength(3);
  });

  it('refuses typed answers before the call is active and blank ones', async () => {
    fakeApi({});
    const { controller, calls } = newController();
    await controller.start();
    expect(controller.sendText('too early')).toBe(false);
    calls.latest.emit('call-start');
    expect(controller.sendText('   ')).toBe(false);
    expect(controller.sendText('hello')).toBe(true);
    expect(calls.latest.sent).toHaveLength(1);
    expect(controller.getState().transcript.map((e) => e.text)).toEqual(['hello']);
  });

  it('keeps transcript text storable: NUL removed, lone surrogates replaced, capped at 10,000 characters', async () => {
    fakeApi({
      'POST /api/interviews/iv-9/start': { status: 200, body: {} },
      'POST /api/interviews/iv-9/transcript': { status: 200, body: { count: 0 } },
    });
    const { controller, call } = await startedController();
    call.say('assistant', 'Hi\u0000 there');
    call.say('user', `me \ud800 ${'x'.repeat(20_000)}`);
    const [first, second] = controller.getState().transcript;
    expect(first!.text).toBe('Hi there');
    expect(second!.text.startsWith('me \uFFFD ')).toBe(true);
    expect(second!.text).toHaveLength(10_000);
  });

  it('does not start a call once disposed while the SDK was loading', async () => {
    const { controller, calls } = newController();
    const starting = controller.start();
    controller.dispose();
    await starting;
    expect(calls.calls).toHaveLength(0);
  });
});
