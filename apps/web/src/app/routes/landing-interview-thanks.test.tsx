import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HANDOFF_DELAY_MS } from '@/config/constants.ts';
import type { VoiceInterviewDialogProps } from '@/features/interview/components/voice-interview-dialog.tsx';
import { fakeApi, onboardingCreated } from '@/testing/fake-api.ts';
import { renderApp } from '@/testing/render.tsx';

// After an interview the sign-up widget thanks the visitor when the interview ended in the
// ordinary way, and offers the form again when the dialog was only closed
// (docs/product.md#endings). The dialog is a stand-in: its own tests cover when it completes.
vi.mock('@/features/interview/components/voice-interview-dialog.tsx', () => ({
  VoiceInterviewDialog: ({ onCompleted, onOpenChange }: VoiceInterviewDialogProps) => (
    <div role="dialog" aria-label="Voice Interview">
      <button
        type="button"
        onClick={() => {
          onCompleted?.();
          onOpenChange(false);
        }}
      >
        Finish
      </button>
      <button type="button" onClick={() => onOpenChange(false)}>
        Close
      </button>
    </div>
  ),
  prepareInterview: () => {},
}));

afterEach(() => {
  vi.useRealTimers();
});

/** Signs up on the landing page and waits for the (stand-in) dialog. */
async function interviewFromLanding() {
  fakeApi({ 'POST /api/onboarding': onboardingCreated('me@example.com') });
  const { user } = renderApp('/');
  await user.hover(screen.getByRole('button', { name: 'Join the Community' }));
  const input = await screen.findByRole('textbox', { name: 'Email address' });
  await user.type(input, 'me@example.com');
  vi.useFakeTimers({ shouldAdvanceTime: true });
  fireEvent.submit(input.closest('form')!);
  await screen.findByText('Preparing your voice interview...');
  act(() => vi.advanceTimersByTime(HANDOFF_DELAY_MS));
  await screen.findByRole('dialog', { name: 'Voice Interview' }, { timeout: 3000 });
  vi.useRealTimers();
}

const widget = () => document.querySelector('[data-slot="onboarding-widget"]');

describe('landing page after an interview', () => {
  it('thanks the visitor in place of the form once the interview ended in the ordinary way', async () => {
    await interviewFromLanding();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      "Thanks — your interview is in. We'll be in touch.",
    );
    expect(widget()).toHaveAttribute('data-state', 'thanked');
    expect(screen.queryByRole('textbox', { name: 'Email address' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join the Community' })).not.toBeInTheDocument();
    expect(screen.getByText('Free to join • No spam • Instant access')).toBeInTheDocument();
  });

  it('offers the form again when the dialog was closed before the interview ended', async () => {
    await interviewFromLanding();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/your interview is in/)).not.toBeInTheDocument();
    expect(widget()).not.toHaveAttribute('data-state', 'thanked');
  });
});
