import type { InterviewAnswer, InterviewVersionRecord } from '@vibe/contracts/interview';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { interviewVersion, organiserMe } from '@/testing/admin-fixtures.ts';
import { fakeApi, type FakeAnswer } from '@/testing/fake-api.ts';
import { renderApp } from '@/testing/render.tsx';

// The Interview screen (docs/product.md#dashboard): a viewer reads it with the API's reason; an owner edits it,
// is told each mistake beside its field, and sees the platform's refusal as it said it.

const live = interviewVersion(2, ['What do you build?', 'Why now?'], true);
const older = interviewVersion(1, ['Who are you?'], false);

function interviewApi(role: 'owner' | 'viewer', overrides: Record<string, FakeAnswer> = {}) {
  const answer: InterviewAnswer = {
    version: live,
    editable: role === 'owner',
    reason: role === 'owner' ? null : 'Only an owner may change the interview.',
  };
  return fakeApi({
    'GET /api/admin/me': { status: 200, body: organiserMe(role) },
    'GET /api/admin/interview': { status: 200, body: answer },
    'GET /api/admin/interview/versions': { status: 200, body: { items: [live, older] } },
    'GET /api/admin/interview/voices': {
      status: 200,
      body: { items: [{ provider: 'local', voiceId: 'en-us', name: 'English', language: 'en' }] },
    },
    ...overrides,
  });
}

async function openInterview() {
  const rendered = renderApp('/admin/interview');
  await screen.findByRole('textbox', { name: 'Question 1' }, { timeout: 5_000 });
  return rendered;
}

const json = (body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    }),
  );

const puts = (api: ReturnType<typeof fakeApi>) =>
  api.requests.filter((request) => request.method === 'PUT');

describe('InterviewScreen', () => {
  it('shows a viewer the interview read-only, with the reason', async () => {
    interviewApi('viewer');
    await openInterview();
    expect(screen.getByText(/Only an owner may change the interview\./)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Question 1' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'First message' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save and go live' })).not.toBeInTheDocument();
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

  it('saves the edited questions in their new order', async () => {
    const saved = interviewVersion(3, ['Why now?', 'What do you build?', 'Anything else?'], true);
    // After the save, the live interview is the new version: the form is replaced by its own.
    let current: InterviewVersionRecord = live;
    const api = interviewApi('owner', {
      'GET /api/admin/interview': () =>
        json({ version: current, editable: true, reason: null } satisfies InterviewAnswer),
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
      ...live.definition,
      nudgeShortAnswers: true,
      questions: ['Why now?', 'What do you build?', 'Anything else?'],
    });
  });

  it('switches nudges off and sends the switch with the version (docs/product.md#reactions)', async () => {
    const api = interviewApi('owner', {
      'PUT /api/admin/interview': { status: 200, body: interviewVersion(3, ['Q'], true) },
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
    expect(puts(api)[0]?.body).toMatchObject({ nudgeShortAnswers: false });
  });

  it('shows a version saved with nudges off unchecked, and read-only to a viewer', async () => {
    const quiet = interviewVersion(2, ['What do you build?'], true);
    quiet.definition.nudgeShortAnswers = false;
    interviewApi('viewer', {
      'GET /api/admin/interview': {
        status: 200,
        body: {
          version: quiet,
          editable: false,
          reason: 'Only an owner may change the interview.',
        },
      },
    });
    await openInterview();
    const nudges = screen.getByRole('checkbox', { name: 'Nudge short answers' });
    expect(nudges).not.toBeChecked();
    expect(nudges).toBeDisabled();
  });

  it('shows the platform’s refusal as it said it, and that the version is not live', async () => {
    const api = interviewApi('owner', {
      'PUT /api/admin/interview': {
        status: 502,
        body: {
          error: { code: 'platform_refused', message: 'maxDurationSeconds must be ≤ 600' },
          version: {
            ...interviewVersion(3, ['Q'], false),
            platformError: 'maxDurationSeconds must be ≤ 600',
          },
        },
      },
    });
    const { user } = await openInterview();
    await user.click(screen.getByRole('button', { name: 'Remove question 2' }));
    await user.click(screen.getByRole('button', { name: 'Save and go live' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('is not live');
    expect(alert).toHaveTextContent('maxDurationSeconds must be ≤ 600');
    expect(puts(api)[0]?.body).toMatchObject({ questions: ['What do you build?'] });
  });

  it('lets an owner restore an earlier version', async () => {
    const api = interviewApi('owner', {
      [`POST /api/admin/interview/versions/${older.id}/restore`]: {
        status: 200,
        body: interviewVersion(3, ['Who are you?'], true),
      },
    });
    const { user } = await openInterview();
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Restored as version 3.')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.requests.map((r) => `${r.method} ${r.path}`)).toContain(
        `POST /api/admin/interview/versions/${older.id}/restore`,
      ),
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
});
