import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/app.tsx';
import { fakeApi, onboardingCreated } from '@/testing/fake-api.ts';

describe('the deferred query client', () => {
  it('is not needed for the first render and loads in time for the first sign-up', async () => {
    fakeApi({ 'POST /api/onboarding': onboardingCreated('me@example.com') });
    const user = userEvent.setup();
    // No query client passed in: the app's own loads when the widget first expands.
    render(<App path="/" />);
    await user.hover(screen.getByRole('button', { name: 'Join the Community' }));
    await user.type(await screen.findByRole('textbox'), 'me@example.com{Enter}');

    expect(await screen.findByText('Email Registered!')).toBeInTheDocument();
  });
});
