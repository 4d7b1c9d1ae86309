import type { InterviewTestCall } from '@vibe/contracts/interview';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answerOf,
  interviewApi,
  live,
  older,
  openInterview,
  version,
} from '@/testing/interview-fake-api.ts';
import type { TryCall, TryCallEvents } from './interview-try-loader.ts';

// "Try it" on the Interview screen: an owner's draft gets a test call in a dialog that says it is
// not stored, joins the call the server placed, shows what is said, sends typed answers as the
// landing page does, and leaves the call on End or when closed. The SDK's call class is a fake
// here, loaded only when a version is tried.

type Listeners = { [E in keyof TryCallEvents]?: Array<(...args: TryCallEvents[E]) => void> };

/** A joined test call driven by the test: `emit` plays the platform's events. */
class FakeTryCall implements TryCall {
  readonly joined: InterviewTestCall[] = [];
  readonly sent: Array<Record<string, unknown>> = [];
  stops = 0;
  #listeners: Listeners = {};
  #started = false;

  on<E extends keyof TryCallEvents>(event: E, listener: (...args: TryCallEvents[E]) => void) {
    ((this.#listeners[event] ??= []) as Array<typeof listener>).push(listener);
    return this;
  }

  emit<E extends keyof TryCallEvents>(event: E, ...args: TryCallEvents[E]) {
    if (event === 'call-start') this.#started = true;
    const list = (this.#listeners[event] ?? []) as Array<(...a: TryCallEvents[E]) => void>;
    for (const listener of [...list]) listener(...args);
  }

  say(role: 'user' | 'assistant', transcript: string) {
    this.emit('message', { type: 'transcript', role, transcriptType: 'final', transcript });
  }

  async reconnect(webCall: InterviewTestCall) {
    this.joined.push(webCall);
  }

  async stop() {
    this.stops++;
    if (this.#started) {
      this.#started = false;
      this.emit('call-end', { endedReason: 'customer-ended-call' });
    }
  }

  send(message: Record<string, unknown> & { type: string }) {
    this.sent.push(message);
  }
}

const sdk = vi.hoisted(() => ({ loads: 0, calls: [] as unknown[] }));
vi.mock('./interview-try-loader.ts', () => ({
  loadTryCall: async () => {
    sdk.loads++;
    return () => {
      const call = new FakeTryCall();
      sdk.calls.push(call);
      return call;
    };
  },
}));
const latestCall = () => sdk.calls.at(-1) as FakeTryCall;

const draft = version(3, ['Which editor do you use?'], { draft: true });
const webCall: InterviewTestCall = {
  id: 'test-call-1',
  webCallUrl: 'ws://localhost/platform/test-call-1/transport?token=t',
  transport: { provider: 'vapi.websocket' },
};
const tryPath = `/api/admin/interview/versions/${draft.id}/try`;

function ownerWithDraft(tryAnswer: { status: number; body?: unknown }) {
  return interviewApi(
    'owner',
    {
      'GET /api/admin/interview': { status: 200, body: answerOf('owner', live, draft) },
      [`POST ${tryPath}`]: tryAnswer,
    },
    [draft, live, older],
  );
}

beforeEach(() => {
  localStorage.clear();
  sdk.loads = 0;
  sdk.calls = [];
});

describe('Try it', () => {
  it('is offered to an owner on a draft only, and loads the call class only once tried', async () => {
    ownerWithDraft({ status: 200, body: { versionId: draft.id, call: webCall } });
    await openInterview();
    const versions = await screen.findByRole('region', { name: 'Versions' });
    const draftItem = await within(versions).findByRole('listitem', { name: 'Version 3' });
    expect(within(draftItem).getByRole('button', { name: 'Try it' })).toBeInTheDocument();
    for (const name of ['Version 2', 'Version 1']) {
      const item = within(versions).getByRole('listitem', { name });
      expect(within(item).queryByRole('button', { name: 'Try it' })).not.toBeInTheDocument();
    }
    expect(sdk.loads).toBe(0);
  });

  it('is not offered to a viewer', async () => {
    interviewApi(
      'viewer',
      { 'GET /api/admin/interview': { status: 200, body: answerOf('viewer', live, draft) } },
      [draft, live],
    );
    await openInterview();
    const versions = await screen.findByRole('region', { name: 'Versions' });
    await within(versions).findByRole('listitem', { name: 'Version 3' });
    expect(within(versions).queryByRole('button', { name: 'Try it' })).not.toBeInTheDocument();
  });

  it('joins the test call, shows what is said, sends a typed answer and ends on End', async () => {
    const api = ownerWithDraft({ status: 200, body: { versionId: draft.id, call: webCall } });
    const { user } = await openInterview();
    const item = await screen.findByRole('listitem', { name: 'Version 3' });
    await user.click(within(item).getByRole('button', { name: 'Try it' }));

    const dialog = await screen.findByRole('dialog', { name: 'Test call: version 3 (draft)' });
    expect(dialog).toHaveAccessibleDescription(
      'This is a test call: it is not stored as an interview.',
    );
    expect(within(dialog).getByRole('status')).toHaveTextContent('Connecting the test call…');
    await waitFor(() => expect(latestCall()?.joined).toEqual([webCall]));
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([tryPath]);

    const call = latestCall();
    const field = within(dialog).getByRole('textbox', { name: 'Type an answer' });
    expect(field).toBeDisabled();
    call.emit('call-start');
    call.say('assistant', 'Which editor do you use?');
    const transcript = within(dialog).getByRole('region', { name: 'Test call transcript' });
    expect(await within(transcript).findByText('Which editor do you use?')).toBeInTheDocument();

    await user.type(field, '  A plain terminal editor.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(call.sent).toEqual([
      { type: 'add-message', message: { role: 'user', content: 'A plain terminal editor.' } },
    ]);
    expect(field).toHaveValue('');
    // The platform's echo of a typed answer is not shown twice.
    call.say('user', 'A plain terminal editor.');
    expect(within(transcript).getAllByText('A plain terminal editor.')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'End' }));
    expect(call.stops).toBe(1);
    expect(within(dialog).getByRole('status')).toHaveTextContent('The test call has ended.');
    expect(within(dialog).getByRole('button', { name: 'End' })).toBeDisabled();
  });

  it('leaves the call when the dialog is closed', async () => {
    ownerWithDraft({ status: 200, body: { versionId: draft.id, call: webCall } });
    const { user } = await openInterview();
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Version 3' })).getByRole('button', {
        name: 'Try it',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Test call: version 3 (draft)' });
    await waitFor(() => expect(latestCall()?.joined).toHaveLength(1));
    latestCall().emit('call-start');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(latestCall().stops).toBe(1);
  });

  it('says why a test call could not start, in the server’s words', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    ownerWithDraft({
      status: 429,
      body: {
        error: {
          code: 'rate_limited',
          message: 'Too many test calls in a minute. Try again shortly.',
        },
      },
    });
    const { user } = await openInterview();
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Version 3' })).getByRole('button', {
        name: 'Try it',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Test call: version 3 (draft)' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many test calls in a minute. Try again shortly.',
    );
    expect(within(dialog).getByRole('status')).toHaveTextContent('The test call could not start.');
    expect(sdk.calls).toHaveLength(0);
    expect(within(dialog).getByRole('textbox', { name: 'Type an answer' })).toBeDisabled();
    expect(logged).toHaveBeenCalledWith('The test call could not start', expect.anything());
  });
});
