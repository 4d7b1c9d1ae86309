import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BLUR_COLLAPSE_DELAY_MS, HANDOFF_DELAY_MS, REFOCUS_DELAY_MS } from '@/config/constants.ts';
import {
  deferred,
  fakeApi,
  onboardingCreated,
  onboardingDuplicate,
  type FakeAnswer,
} from '@/testing/fake-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import type { OnboardingHandoff } from '../types.ts';
import { OnboardingWidget } from './onboarding-widget.tsx';

function renderWidget() {
  const onHandoff = vi.fn<(handoff: OnboardingHandoff) => void>();
  const onExpand = vi.fn();
  const view = renderWithProviders(<OnboardingWidget onHandoff={onHandoff} onExpand={onExpand} />);
  return { ...view, onHandoff, onExpand };
}

const pill = () => screen.getByRole('button', { name: 'Join the Community' });
const queryPill = () => screen.queryByRole('button', { name: 'Join the Community' });
const field = () => screen.getByRole('textbox', { name: 'Email address' });
const findField = () => screen.findByRole('textbox', { name: 'Email address' });
const startButton = () => screen.getByRole('button', { name: 'Start' });

/** Expands by hover, waits for the field (its code loads on first expand), returns it. */
async function expandByHover(user: ReturnType<typeof renderWidget>['user']) {
  await user.hover(pill());
  const input = await findField();
  // The pill is gone from under the pointer; the pointer now rests on the field.
  await user.hover(input);
  return input;
}

/** Expands by keyboard focus on the pill and waits until the field has the focus. */
async function expandByFocus() {
  act(() => pill().focus());
  const input = await findField();
  await waitFor(() => expect(input).toHaveFocus());
  return input;
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeAll(async () => {
  // Load the lazily imported modules once, so timing tests measure the widget, not the loader.
  await import('./onboarding-form.tsx');
  await import('sonner');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('OnboardingWidget: collapsed and expanded', () => {
  it('shows only the "Join the Community" pill and the perks line at first', () => {
    renderWidget();
    expect(pill()).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('Free to join • No spam • Instant access')).toBeInTheDocument();
  });

  it('expands into the e-mail field and a disabled Start button when the pointer enters', async () => {
    const { user, onExpand } = renderWidget();
    const input = await expandByHover(user);
    expect(input).toHaveAttribute('placeholder', 'Enter your email to begin...');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(startButton()).toBeDisabled();
    expect(queryPill()).not.toBeInTheDocument();
    expect(onExpand).toHaveBeenCalledTimes(1);
  });

  it('expands when the pill gets keyboard focus and moves the focus into the field', async () => {
    renderWidget();
    await expandByFocus();
  });

  it('expands on a click and focuses the field 0.1 s later', async () => {
    const { user } = renderWidget();
    // Load the form once (hover in and out) so the timed part below runs on fake timers alone.
    await expandByHover(user);
    await user.unhover(field());
    await waitFor(() => expect(queryPill()).toBeInTheDocument());

    vi.useFakeTimers();
    fireEvent.click(pill());
    await advance(0);
    expect(field()).not.toHaveFocus();
    await advance(REFOCUS_DELAY_MS - 1);
    expect(field()).not.toHaveFocus();
    await advance(1);
    expect(field()).toHaveFocus();
  });
});

describe('OnboardingWidget: collapsing', () => {
  it('collapses when the pointer leaves and the field is empty and unfocused', async () => {
    const { user } = renderWidget();
    const input = await expandByHover(user);
    await user.unhover(input);
    expect(pill()).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('collapses when the pointer moves away even if the leave event never came', async () => {
    // Chromium may skip pointerleave when the node under a resting pointer is replaced.
    const { user } = renderWidget();
    await expandByHover(user);
    act(() => {
      document.body.dispatchEvent(
        new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' }),
      );
    });
    expect(pill()).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('stays expanded when the pointer leaves while the field has text', async () => {
    const { user } = renderWidget();
    const input = await expandByHover(user);
    await user.type(input, 'me@');
    act(() => input.blur());
    await user.unhover(input);
    await new Promise((resolve) => setTimeout(resolve, BLUR_COLLAPSE_DELAY_MS + 50));
    expect(field()).toHaveValue('me@');
  });

  it('stays expanded when the pointer leaves while the field has focus', async () => {
    const { user } = renderWidget();
    const input = await expandByHover(user);
    await user.click(input);
    await user.unhover(input);
    expect(field()).toHaveFocus();
  });

  it('waits 0.2 s after the empty field loses focus before collapsing', async () => {
    renderWidget();
    const input = await expandByFocus();

    vi.useFakeTimers();
    act(() => input.blur());
    await advance(BLUR_COLLAPSE_DELAY_MS - 1);
    expect(field()).toBeInTheDocument();
    await advance(1);
    expect(queryPill()).toBeInTheDocument();
  });

  it('does not collapse after the blur delay if focus came back to the field', async () => {
    renderWidget();
    const input = await expandByFocus();

    vi.useFakeTimers();
    act(() => input.blur());
    await advance(BLUR_COLLAPSE_DELAY_MS / 2);
    act(() => input.focus());
    await advance(BLUR_COLLAPSE_DELAY_MS);
    expect(field()).toHaveFocus();
  });
});

describe('OnboardingWidget: Start button', () => {
  it('is enabled only while the field holds more than spaces', async () => {
    const { user } = renderWidget();
    const input = await expandByHover(user);
    await user.type(input, '   ');
    expect(startButton()).toBeDisabled();
    await user.type(input, 'a');
    expect(startButton()).toBeEnabled();
    await user.clear(input);
    expect(startButton()).toBeDisabled();
  });

  it('is disabled while the save is in progress', async () => {
    const answer = deferred<Response>();
    fakeApi({ 'POST /api/onboarding': () => answer.promise });
    const { user } = renderWidget();
    const input = await expandByHover(user);
    await user.type(input, 'me@example.com');
    await user.click(startButton());

    await waitFor(() => expect(startButton()).toBeDisabled());
    expect(field()).toHaveAttribute('readonly');
    answer.resolve(Response.json(onboardingCreated('me@example.com').body, { status: 201 }));
    expect(await screen.findByText('Preparing your voice interview...')).toBeInTheDocument();
  });
});

describe('OnboardingWidget: submitting', () => {
  it('shows "Invalid Email" and sends nothing for an address without a dot in its domain', async () => {
    const api = fakeApi({});
    const { user, onHandoff } = renderWidget();
    const input = await expandByHover(user);
    await user.type(input, 'me@example{Enter}');

    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
    // The toast's description, and the same words under the field.
    expect(screen.getAllByText('Please enter a valid email address.')).toHaveLength(2);
    expect(api.requests).toHaveLength(0);
    expect(onHandoff).not.toHaveBeenCalled();
    expect(field()).toHaveValue('me@example');
  });

  it('marks the field invalid with the reason tied to it, until the visitor edits it', async () => {
    fakeApi({});
    const { user } = renderWidget();
    const input = await expandByHover(user);
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.type(input, 'me@example{Enter}');

    await waitFor(() => expect(field()).toHaveAttribute('aria-invalid', 'true'));
    expect(field()).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(field()).toHaveFocus();

    await user.type(field(), '.com');
    expect(field()).not.toHaveAttribute('aria-invalid');
    expect(field()).not.toHaveAttribute('aria-describedby');
  });

  it.each(['me @example.com', 'me.example.com', 'me@'])(
    'refuses "%s" without a request',
    async (email) => {
      const api = fakeApi({});
      const { user } = renderWidget();
      await user.type(await expandByHover(user), `${email}{Enter}`);
      expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
      expect(api.requests).toHaveLength(0);
    },
  );

  it('saves the trimmed, lowercased address with the user agent and referrer, then says "Email Registered!"', async () => {
    const api = fakeApi({ 'POST /api/onboarding': onboardingCreated('me@example.com') });
    const { user } = renderWidget();
    await user.type(await expandByHover(user), '  Me@Example.COM {Enter}');

    expect(await screen.findByText('Email Registered!')).toBeInTheDocument();
    expect(screen.getByText('Starting your voice interview now...')).toBeInTheDocument();
    expect(api.requests).toEqual([
      {
        method: 'POST',
        path: '/api/onboarding',
        headers: expect.objectContaining({ 'content-type': 'application/json' }),
        body: { email: 'me@example.com', user_agent: navigator.userAgent, referrer: null },
      },
    ]);
  });

  it('shows the spinner and hands the e-mail and interview ticket over after 1.5 s', async () => {
    fakeApi({
      'POST /api/onboarding': onboardingCreated('me@example.com', { id: 'iv-9', token: 't-9' }),
    });
    const { user, onHandoff } = renderWidget();
    await user.type(await expandByHover(user), 'me@example.com');

    vi.useFakeTimers();
    fireEvent.submit(field().closest('form')!);
    await advance(10);
    expect(screen.getByRole('status')).toHaveTextContent('Preparing your voice interview...');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await advance(HANDOFF_DELAY_MS - 20);
    expect(onHandoff).not.toHaveBeenCalled();
    await advance(20);
    expect(onHandoff).toHaveBeenCalledExactlyOnceWith({
      email: 'me@example.com',
      interview: { id: 'iv-9', token: 't-9' },
      renewTicket: expect.any(Function),
    });
    expect(screen.queryByText('Preparing your voice interview...')).not.toBeInTheDocument();
  });

  it('hands over a way to get a fresh ticket: the same e-mail signed up again', async () => {
    let signups = 0;
    const api = fakeApi({
      'POST /api/onboarding': () =>
        Promise.resolve(
          ++signups === 1
            ? Response.json(onboardingCreated('me@example.com').body, { status: 201 })
            : Response.json(onboardingDuplicate({ id: 'iv-10', token: 't-10' }).body, {
                status: 409,
              }),
        ),
    });
    const { user, onHandoff } = renderWidget();
    await user.type(await expandByHover(user), ' Me@Example.com {Enter}');
    await waitFor(() => expect(onHandoff).toHaveBeenCalledOnce(), { timeout: 3000 });

    const [handoff] = onHandoff.mock.calls[0]!;
    await expect(handoff.renewTicket()).resolves.toEqual({ id: 'iv-10', token: 't-10' });
    expect(api.requests).toHaveLength(2);
    expect(api.requests[1]).toMatchObject({
      method: 'POST',
      path: '/api/onboarding',
      body: { email: 'me@example.com' },
    });
  });

  it('says "Email Already Registered" for a known address and still continues to the interview', async () => {
    fakeApi({ 'POST /api/onboarding': onboardingDuplicate({ id: 'iv-2', token: 't-2' }) });
    const { user, onHandoff } = renderWidget();
    await user.type(await expandByHover(user), 'me@example.com');

    // The hand-off delay runs on fake timers: the test does not wait 1.5 s of wall time.
    vi.useFakeTimers();
    fireEvent.submit(field().closest('form')!);
    await advance(10);
    expect(screen.getByText('Email Already Registered')).toBeInTheDocument();
    expect(
      screen.getByText('This email is already in our system. Starting your voice interview!'),
    ).toBeInTheDocument();
    expect(screen.getByText('Preparing your voice interview...')).toBeInTheDocument();
    await advance(HANDOFF_DELAY_MS);
    expect(onHandoff).toHaveBeenCalledExactlyOnceWith({
      email: 'me@example.com',
      interview: { id: 'iv-2', token: 't-2' },
      renewTicket: expect.any(Function),
    });
  });

  const failures: Array<[string, FakeAnswer]> = [
    ['a rejected body (400)', { status: 400, body: { error: { code: 'invalid_email' } } }],
    ['a body over the cap (413)', { status: 413, body: { error: { code: 'payload_too_large' } } }],
    ['the rate limit (429)', { status: 429, body: { error: { code: 'rate_limited' } } }],
    [
      'an unreachable database (503)',
      { status: 503, body: { error: { code: 'database_unavailable' } } },
    ],
    ['a conflict that is not a duplicate', { status: 409, body: { error: { code: 'other' } } }],
    ['a duplicate answer without a ticket', { status: 409, body: { error: { code: '23505' } } }],
    ['a network failure', { networkError: true }],
  ];

  it.each(failures)(
    'stops with "Registration Error" on %s and leaves the widget usable',
    async (_label, answer) => {
      fakeApi({ 'POST /api/onboarding': answer });
      const { user, onHandoff } = renderWidget();
      await user.type(await expandByHover(user), 'me@example.com{Enter}');

      expect(await screen.findByText('Registration Error')).toBeInTheDocument();
      expect(
        screen.getByText('There was an issue saving your email. Please try again.'),
      ).toBeInTheDocument();
      expect(screen.queryByText('Preparing your voice interview...')).not.toBeInTheDocument();
      expect(field()).toHaveValue('me@example.com');
      await waitFor(() => expect(startButton()).toBeEnabled());
      expect(onHandoff).not.toHaveBeenCalled();
    },
  );
});
