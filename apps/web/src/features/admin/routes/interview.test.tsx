import type { InterviewVersionRecord } from '@vibe/contracts/interview';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { deferred } from '@/testing/fake-api.ts';
import {
  answerOf,
  interviewApi,
  json,
  live,
  older,
  openInterview,
  puts,
  version,
} from '@/testing/interview-fake-api.ts';

// The Interview screen (docs/product.md#dashboard): a viewer reads it with the API's reason; an
// owner edits it, is told each mistake beside its field, sees the platform's refusal as it said
// it, previews versions and makes one live after seeing what changes.

beforeEach(() => localStorage.clear());

describe('InterviewScreen', () => {
  it('shows a viewer the interview read-only, with the reason', async () => {
    interviewApi('viewer');
    await openInterview();
    expect(screen.getByText(/Only an owner may change the interview\./)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Question 1' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'First message' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save and go live' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save as draft' })).not.toBeInTheDocument();
    const versions = await screen.findByRole('region', { name: 'Versions' });
    expect(await within(versions).findByText(/Version 1/)).toBeInTheDocument();
    expect(within(versions).queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
  });

  it('names each mistake beside its field and sends nothing', async () => {
    const api = interviewApi('owner');
    const { user } = await openInterview();
    await user.clear(screen.getByRole('textbox', { name: 'Question 2' }));
    // Pasted, not typed: 300 keystrokes take seconds on a busy machine.
    await user.click(screen.getByRole('textbox', { name: 'Question 1' }));
    await user.paste('x'.repeat(300));
    const silence = screen.getByRole('spinbutton', { name: 'Silence timeout (seconds)' });
    await user.clear(silence);
    await user.type(silence, '5');
    await user.click(screen.getByRole('button', { name: 'Save and go live' }));
    expect(screen.getByRole('textbox', { name: 'Question 1' })).toHaveAccessibleDescription(
      'At most 300 characters.',
    );
    expect(screen.getByRole('textbox', { name: 'Question 2' })).toHaveAccessibleDescription(
      'Must not be empty.',
    );
    expect(silence).toHaveAccessibleDescription('A whole number from 10 to 3600.');
    expect(screen.getByRole('alert')).toHaveTextContent('Fix the marked fields first.');
    expect(puts(api)).toHaveLength(0);
  });

  it('saves the edited questions in their new order, based on the newest version', async () => {
    const saved = version(3, ['Why now?', 'What do you build?', 'Anything else?'], {
      live: true,
      ids: ['q-why', 'q-build', 'q-else'],
    });
    let current: InterviewVersionRecord = live;
    const api = interviewApi('owner', {
      'GET /api/admin/interview': () => json(answerOf('owner', current)),
      'PUT /api/admin/interview': () => {
        current = saved;
        return json(saved);
      },
    });
    const { user } = await openInterview();
    await user.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.type(screen.getByRole('textbox', { name: 'Question 3' }), '  Anything else? ');
    await user.click(screen.getByRole('button', { name: 'Save and go live' }));
    expect(await screen.findByText('Version 3 saved and live.')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Question 3' })).toHaveValue(
      'Anything else?',
    );
    expect(puts(api)[0]?.body).toEqual({
      definition: {
        ...live.definition,
        nudgeShortAnswers: true,
        questions: ['Why now?', 'What do you build?', 'Anything else?'],
      },
      baseVersionId: live.id,
      // Moved questions keep their identity; a new one has none yet.
      questionIds: ['q-why', 'q-build', null],
      draft: false,
    });
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('switches nudges off and sends the switch with the version (docs/product.md#reactions)', async () => {
    const api = interviewApi('owner', {
      'PUT /api/admin/interview': { status: 200, body: version(3, ['Q'], { live: true }) },
    });
    const { user } = await openInterview();
    // A version saved before the switch existed nudges.
    const nudges = screen.getByRole('checkbox', { name: 'Nudge short answers' });
    expect(nudges).toBeChecked();
    expect(nudges).toHaveAccessibleDescription(/fewer than three words/);
    await user.click(nudges);
    expect(nudges).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save and go live' }));
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]?.body).toMatchObject({ definition: { nudgeShortAnswers: false } });
  });

  it('shows a version saved with nudges off unchecked, and read-only to a viewer', async () => {
    const quiet = version(2, ['What do you build?'], { live: true });
    quiet.definition.nudgeShortAnswers = false;
    interviewApi('viewer', {
      'GET /api/admin/interview': { status: 200, body: answerOf('viewer', quiet) },
    });
    await openInterview();
    const nudges = screen.getByRole('checkbox', { name: 'Nudge short answers' });
    expect(nudges).not.toBeChecked();
    expect(nudges).toBeDisabled();
  });

  it('shows the platform’s refusal as it said it, that the version is not live, and keeps the form', async () => {
    const refused = {
      ...version(3, ['What do you build?'], { ids: ['q-build'] }),
      platformError: 'maxDurationSeconds must be ≤ 600',
    };
    const api = interviewApi('owner', {
      'PUT /api/admin/interview': {
        status: 502,
        body: {
          error: { code: 'platform_refused', message: 'maxDurationSeconds must be ≤ 600' },
          version: refused,
        },
      },
    });
    const { user } = await openInterview();
    await user.click(screen.getByRole('button', { name: 'Remove question 2' }));
    await user.click(screen.getByRole('button', { name: 'Save and go live' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('is not live');
    expect(alert).toHaveTextContent('maxDurationSeconds must be ≤ 600');
    expect(puts(api)[0]?.body).toMatchObject({ definition: { questions: ['What do you build?'] } });
    expect(screen.getByRole('textbox', { name: 'Question 1' })).toHaveValue('What do you build?');
    expect(screen.queryByRole('textbox', { name: 'Question 2' })).not.toBeInTheDocument();
    // The refused version is kept: the next save builds on it instead of meeting it as a conflict.
    await user.click(screen.getByRole('button', { name: 'Save and go live' }));
    await waitFor(() => expect(puts(api)).toHaveLength(2));
    expect(puts(api)[1]?.body).toMatchObject({ baseVersionId: refused.id });
  });

  it('previews a version read-only', async () => {
    interviewApi('viewer');
    const { user } = await openInterview();
    const item = await screen.findByRole('listitem', { name: 'Version 1' });
    await user.click(within(item).getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Version 1' });
    expect(within(dialog).getByText('Who are you?')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('restores an earlier version after a confirmation that says what changes', async () => {
    const restored = version(3, ['Who are you?'], { live: true, ids: ['q-who'] });
    const api = interviewApi('owner', {
      [`POST /api/admin/interview/versions/${older.id}/live`]: { status: 200, body: restored },
    });
    const { user } = await openInterview();
    const item = await screen.findByRole('listitem', { name: 'Version 1' });
    await user.click(within(item).getByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore version 1?' });
    const added = within(dialog).getByRole('region', { name: 'Questions added' });
    expect(added).toHaveTextContent('Who are you?');
    const removed = within(dialog).getByRole('region', { name: 'Questions removed' });
    expect(removed).toHaveTextContent('What do you build?');
    expect(removed).toHaveTextContent('Why now?');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Restored as version 3.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const post = api.requests.find((r) => r.path.endsWith('/live'));
    expect(post?.body).toEqual({ baseVersionId: live.id });
  });

  it('makes a draft live after listing the questions added, removed and reworded', async () => {
    const draft = version(3, ['What do you build, and for whom?', 'Where are you based?'], {
      draft: true,
      ids: ['q-build', 'q-where'],
    });
    draft.definition.firstMessage = 'Hi there!';
    const api = interviewApi(
      'owner',
      {
        'GET /api/admin/interview': { status: 200, body: answerOf('owner', live, draft) },
        [`POST /api/admin/interview/versions/${draft.id}/live`]: {
          status: 200,
          body: { ...draft, draft: false, live: true },
        },
      },
      [draft, live, older],
    );
    const { user } = await openInterview();
    // An owner continues the draft, told that it is not live.
    expect(screen.getByRole('textbox', { name: 'Question 2' })).toHaveValue('Where are you based?');
    expect(screen.getByText('The form holds draft version 3; version 2 is live.')).toBeVisible();
    const item = await screen.findByRole('listitem', { name: 'Version 3' });
    expect(item).toHaveTextContent('draft');
    await user.click(within(item).getByRole('button', { name: 'Go live' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make version 3 live?' });
    expect(within(dialog).getByRole('region', { name: 'Questions added' })).toHaveTextContent(
      'Where are you based?',
    );
    expect(within(dialog).getByRole('region', { name: 'Questions removed' })).toHaveTextContent(
      'Why now?',
    );
    expect(within(dialog).getByRole('region', { name: 'Questions reworded' })).toHaveTextContent(
      '“What do you build?” → “What do you build, and for whom?”',
    );
    expect(dialog).toHaveTextContent('Also changed: First message');
    await user.click(within(dialog).getByRole('button', { name: 'Go live' }));
    expect(await screen.findByText('Version 3 is live.')).toBeInTheDocument();
    const post = api.requests.find((r) => r.path.endsWith('/live'));
    expect(post?.body).toEqual({ baseVersionId: draft.id });
  });

  it('keeps the go-live dialog open and says who saved a newer version', async () => {
    const theirs = version(3, ['Q'], { by: 'ada@example.com' });
    interviewApi('owner', {
      [`POST /api/admin/interview/versions/${older.id}/live`]: {
        status: 409,
        body: { error: { code: 'version_conflict', message: 'Newer version' }, latest: theirs },
      },
    });
    const { user } = await openInterview();
    const item = await screen.findByRole('listitem', { name: 'Version 1' });
    await user.click(within(item).getByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore version 1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Version 3 was saved by ada@example.com',
    );
  });

  it('shows why a sample cannot be played', async () => {
    interviewApi('owner', {
      'POST /api/admin/interview/sample': {
        status: 501,
        body: { error: { code: 'sample_unavailable', message: 'No speech synthesis here.' } },
      },
    });
    const { user } = await openInterview();
    await user.click(screen.getByRole('button', { name: 'Play a sample' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No speech synthesis here.');
  });

  it('shows that a sample is being prepared while the platform speaks it', async () => {
    const answer = deferred<Response>();
    interviewApi('owner', { 'POST /api/admin/interview/sample': () => answer.promise });
    const { user } = await openInterview();
    await user.click(screen.getByRole('button', { name: 'Play a sample' }));
    const busy = await screen.findByRole('button', { name: 'Preparing sample…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toBeDisabled();
    answer.resolve(
      new Response(JSON.stringify({ error: { code: 'sample_unavailable', message: 'No.' } }), {
        status: 501,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const idle = await screen.findByRole('button', { name: 'Play a sample' });
    expect(idle).not.toHaveAttribute('aria-busy');
  });
});
