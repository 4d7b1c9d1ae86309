import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HANDOFF_DELAY_MS } from '@/config/constants.ts';
import { fakeApi, onboardingCreated } from '@/testing/fake-api.ts';
import { renderApp } from '@/testing/render.tsx';

// The interview fails to set up (its chunk did not arrive, or it threw while starting).
vi.mock('@/features/interview/components/voice-interview-dialog.tsx', () => ({
  VoiceInterviewDialog: () => {
    throw new Error('Failed to fetch dynamically imported module');
  },
}));

afterEach(() => {
  vi.useRealTimers();
});

describe('landing page when the interview cannot be set up', () => {
  it('shows "Initialization Error" after the hand-off and keeps the page usable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({ 'POST /api/onboarding': onboardingCreated('me@example.com') });
    const { user } = renderApp('/');
    await user.hover(screen.getByRole('button', { name: 'Join the Community' }));
    const input = await screen.findByRole('textbox');
    await user.type(input, 'me@example.com');
    // The hand-off delay is skipped on fake timers (the real clock still loads the dialog).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.submit(input.closest('form')!);
    await screen.findByText('Preparing your voice interview...');
    act(() => vi.advanceTimersByTime(HANDOFF_DELAY_MS));

    // The toast fades in once mounted: visible, not merely in the document.
    await waitFor(() => expect(screen.getByText('Initialization Error')).toBeVisible(), {
      timeout: 3000,
    });
    expect(
      screen.getByText('Failed to set up voice interview. Please refresh and try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vibe coding, together.');
  });
});
