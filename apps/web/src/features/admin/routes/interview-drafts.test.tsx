import { formatDateTime } from '../format/dates.ts';
import type { InterviewVersionRecord } from '@vibe/contracts/interview';
import { focusManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  answerOf,
  interviewApi,
  json,
  live,
  openInterview,
  puts,
  version,
} from '@/testing/interview-fake-api.ts';

// The Interview screen keeps an owner's work: it says when there are unsaved changes, keeps them
// in the browser through a reload, keeps them through failed saves and conflicts, and saves
// drafts and question identities as the owner says.

beforeEach(() => localStorage.clear());

/** Hidden too: an open dialog hides the form from the accessibility tree, not from the page. */
const question = (n: number) =>
  screen.getByRole('textbox', { name: `Question ${n}`, hidden: true });
const leave = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event;
};

describe('InterviewScreen unsaved changes', () => {
  it('says there are unsaved changes and asks before the page is left', async () => {
    interviewApi('owner');
    const { user } = await openInterview();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(leave().defaultPrevented).toBe(false);
    await user.type(question(2), ' Really?');
    expect(screen.getByText('Unsaved changes')).toHaveAttribute('role', 'status');
    expect(leave().defaultPrevented).toBe(true);
    // Typed back to what is saved: nothing to lose.
    await user.clear(question(2));
    await user.type(question(2), 'Why now?');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(leave().defaultPrevented).toBe(false);
  });

  it('brings the unsaved form back after a reload, and discards it when asked', async () => {
    interviewApi('owner');
    const first = await openInterview();
    await first.user.type(question(2), ' Really?');
    first.unmount();

    const { user } = await openInterview();
    expect(question(2)).toHaveValue('Why now? Really?');
    const restored = screen.getByText('Your unsaved changes were restored.');
    expect(restored).toHaveAttribute('role', 'status');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard them' }));
    expect(question(2)).toHaveValue('Why now?');
    expect(screen.queryByText('Your unsaved changes were restored.')).not.toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });

  it('ignores what it cannot trust in the browser’s storage', async () => {
    const key = `vibe.interview.draft.${live.id}`;
    const entry = (draft: unknown) => JSON.stringify({ base: live, draft, savedAt: Date.now() });
    const draft = {
      firstMessage: 'Hello!',
      questions: [{ text: 'Hacked?', id: 'q-build', saved: 'What do you build?', reworded: 0 }],
      closingLine: 'Bye.',
      provider: 'local',
      voiceId: 'en-us',
      silenceTimeoutSeconds: '30',
      maxDurationSeconds: '600',
      nudgeShortAnswers: true,
    };
    for (const garbage of [
      '{not json',
      '[]',
      'null',
      entry(draft),
      entry({ ...draft, questions: 'x' }),
    ]) {
      localStorage.setItem(key, garbage);
      interviewApi('owner');
      const { unmount } = await openInterview();
      expect(question(1)).toHaveValue('What do you build?');
      expect(screen.queryByText('Your unsaved changes were restored.')).not.toBeInTheDocument();
      unmount();
    }
  });

  it('keeps the form through a failed save and an unreachable server, then saves once it answers', async () => {
    let down = false;
    let current: InterviewVersionRecord = live;
    const saved = version(3, ['What do you build?', 'Why now, exactly?'], {
      live: true,
      ids: ['q-build', 'q-why-exactly'],
    });
    const api = interviewApi('owner', {
      'GET /api/admin/interview': () =>
        down ? Promise.reject(new TypeError('Failed to fetch')) : json(answerOf('owner', current)),
      'PUT /api/admin/interview': () => {
        if (down) return Promise.reject(new TypeError('Failed to fetch'));
        current = saved;
        return json(saved);
      },
    });
    const { user } = await openInterview();
    await user.clear(question(2));
    await user.type(question(2), 'Why now, exactly?');
    down = true;
    await user.click(screen.getByRole('button', { name: 'Save and go live' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not saved; your changes are still here. The server could not be reached.',
    );
    // The refetch after the failed save failed too (after the client's retry, a second later):
    // the form stays, and says so.
    expect(
      await screen.findByText(/The server cannot be reached just now/, {}, { timeout: 5_000 }),
    ).toBeVisible();
    expect(question(2)).toHaveValue('Why now, exactly?');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    down = false;
    await user.click(screen.getByRole('button', { name: 'Save and go live' }));
    expect(await screen.findByText('Version 3 saved and live.')).toBeInTheDocument();
    await waitFor(
      () =>
        expect(screen.queryByText(/The server cannot be reached just now/)).not.toBeInTheDocument(),
      { timeout: 5_000 },
    );
    expect(question(2)).toHaveValue('Why now, exactly?');
    expect(puts(api)).toHaveLength(2);
    expect(localStorage.length).toBe(0);
  });

  it('keeps the form while a refetch fails, and catches up on focus once the server answers', async () => {
    let down = false;
    // Saved elsewhere while this server was out of reach.
    let latest = live;
    interviewApi('owner', {
      'GET /api/admin/interview': () =>
        down
          ? Promise.reject(new TypeError('Failed to fetch'))
          : json(answerOf('owner', live, latest)),
    });
    const { user } = await openInterview();
    await user.type(question(1), ' Honestly?');
    down = true;
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    expect(
      await screen.findByText(/The server cannot be reached just now/, {}, { timeout: 5_000 }),
    ).toBeVisible();
    expect(question(1)).toHaveValue('What do you build? Honestly?');

    down = false;
    latest = version(3, ['Q'], { draft: true });
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    expect(
      await screen.findByText('The form holds draft version 3; version 2 is live.'),
    ).toBeVisible();
    expect(screen.queryByText(/The server cannot be reached just now/)).not.toBeInTheDocument();
    // Unsaved work is never replaced by the newer version: its save will meet it as a conflict.
    expect(question(1)).toHaveValue('What do you build? Honestly?');
    focusManager.setFocused(undefined);
  });

  it('offers to try again when the interview could not be loaded at all', async () => {
    let down = true;
    interviewApi('owner', {
      'GET /api/admin/interview': () =>
        down
          ? json({ error: { code: 'internal', message: 'Database away.' } }, 500)
          : json(answerOf('owner')),
    });
    const { user } = (await import('@/testing/render.tsx')).renderApp('/admin/interview');
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      'The interview could not be loaded. Database away.',
    );
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Question 1' })).toHaveValue(
      'What do you build?',
    );
  });
});

describe('InterviewScreen conflicts', () => {
  const theirs = version(3, ['What do you build?', 'Why today?'], {
    by: 'ada@example.com',
    ids: ['q-build', 'q-why'],
  });
  const conflict = {
    status: 409,
    body: {
      error: { code: 'version_conflict', message: 'A newer version exists.' },
      latest: theirs,
    },
  };

  it('says who saved a newer version and when, and saves mine over it when asked', async () => {
    let attempts = 0;
    const mine = version(4, ['What do you build?', 'Why now, really?'], { live: true });
    const api = interviewApi('owner', {
      'PUT /api/admin/interview': () => (++attempts === 1 ? json(conflict.body, 409) : json(mine)),
    });
    const { user } = await openInterview();
    await user.clear(question(2));
    await user.type(question(2), 'Why now, really?');
    await user.click(screen.getByRole('button', { name: 'Save and go live' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Version 3 was saved by ada@example.com at ${formatDateTime(theirs.createdAt)}`,
    );
    expect(question(2)).toHaveValue('Why now, really?');

    await user.click(screen.getByRole('button', { name: 'Review both' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your changes and version 3' });
    const theirSide = within(dialog).getByRole('region', {
      name: 'Version 3, saved by ada@example.com',
    });
    expect(theirSide).toHaveTextContent('Why today?');
    expect(within(dialog).getByRole('region', { name: 'Your changes' })).toHaveTextContent(
      'Why now, really?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText('Version 4 saved and live.')).toBeInTheDocument();
    expect(puts(api)[0]?.body).toMatchObject({ baseVersionId: live.id });
    expect(puts(api)[1]?.body).toMatchObject({
      baseVersionId: theirs.id,
      draft: false,
      definition: { questions: ['What do you build?', 'Why now, really?'] },
    });
  });

  it('loads their version into the form once the owner confirms dropping theirs', async () => {
    const api = interviewApi('owner', { 'PUT /api/admin/interview': conflict });
    const { user } = await openInterview();
    await user.type(question(1), ' Tell me.');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    await user.click(await screen.findByRole('button', { name: 'Review both' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your changes and version 3' });
    await user.click(within(dialog).getByRole('button', { name: 'Use theirs' }));
    // Nothing is dropped before the owner confirms.
    expect(question(1)).toHaveValue('What do you build? Tell me.');
    expect(within(dialog).getByText(/Discard your changes and load version 3/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Discard mine and use theirs' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(question(1)).toHaveValue('What do you build?');
    expect(question(2)).toHaveValue('Why today?');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Review both' })).not.toBeInTheDocument();
    expect(puts(api)).toHaveLength(1);
  });
});

describe('InterviewScreen drafts and question identity', () => {
  it('saves a draft, not live', async () => {
    const draft = version(3, ['What do you build?', 'Why now?', 'Where?'], { draft: true });
    const api = interviewApi('owner', { 'PUT /api/admin/interview': { status: 200, body: draft } });
    const { user } = await openInterview();
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.type(question(3), 'Where?');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Version 3 saved as a draft (not live).')).toBeInTheDocument();
    expect(puts(api)[0]?.body).toEqual({
      definition: {
        ...live.definition,
        nudgeShortAnswers: true,
        questions: draft.definition.questions,
      },
      baseVersionId: live.id,
      questionIds: ['q-build', 'q-why', null],
      draft: true,
    });
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('keeps a reworded question’s identity only when the owner says it is the same question', async () => {
    const api = interviewApi('owner', {
      'PUT /api/admin/interview': { status: 200, body: version(3, ['Q'], { live: true }) },
    });
    const { user } = await openInterview();
    const sameQuestion = /Same question, reworded/;
    expect(screen.queryByRole('checkbox', { name: sameQuestion })).not.toBeInTheDocument();
    await user.type(question(1), ' (briefly)');
    await user.clear(question(2));
    await user.type(question(2), 'What brought you here?');
    const [first, second] = screen.getAllByRole('checkbox', { name: sameQuestion });
    expect(first).not.toBeChecked();
    await user.click(first!);
    expect(second).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save and go live' }));
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]?.body).toMatchObject({
      definition: { questions: ['What do you build? (briefly)', 'What brought you here?'] },
      questionIds: ['q-build', null],
    });
  });
});
