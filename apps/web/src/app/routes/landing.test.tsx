import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AVATAR_COUNT, HANDOFF_DELAY_MS } from '@/config/constants.ts';
import { keepPlaceholderLinksInPlace } from '@/features/landing/placeholder-links.ts';
import { fakeApi, onboardingCreated } from '@/testing/fake-api.ts';
import { renderApp } from '@/testing/render.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('landing page', () => {
  it('shows the product name, the three top-bar links, the headline and the tagline', () => {
    renderApp('/');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Vibe Together')).toBeInTheDocument();
    const nav = within(banner).getByRole('navigation');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['About', 'Features', 'Community']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vibe coding, together.');
    expect(screen.getByText(/weekly chats/i)).toHaveTextContent(
      /honest feedback.*peer motivation/i,
    );
    expect(screen.getByRole('button', { name: 'Join the Community' })).toBeInTheDocument();
  });

  it('hides the top-bar links below medium screens', () => {
    renderApp('/');
    expect(screen.getByRole('navigation')).toHaveClass('hidden', 'md:flex');
  });

  it('keeps the visitor on the page when a top-bar link is clicked', () => {
    // The top bar is never hydrated: the page's entry (src/main.tsx) keeps its links in place.
    const stop = keepPlaceholderLinksInPlace();
    renderApp('/');
    for (const name of ['About', 'Features', 'Community']) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      fireEvent(screen.getByRole('link', { name }), click);
      expect(click.defaultPrevented).toBe(true);
    }
    stop();
  });

  it('shows 9 round avatars in a 3×3 grid, with initials while the photos cannot load', () => {
    const { container } = renderApp('/');
    const grid = container.querySelector('figure ul');
    expect(grid).toHaveClass('grid-cols-3');
    const avatars = container.querySelectorAll('[data-slot="avatar"]');
    expect(avatars).toHaveLength(AVATAR_COUNT);
    for (const avatar of avatars) {
      expect(avatar).toHaveClass('rounded-full');
      expect(avatar.textContent).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('opens the voice-interview dialog in its connecting view after the sign-up hand-off', async () => {
    const api = fakeApi({
      'POST /api/onboarding': onboardingCreated('me@example.com'),
      'GET /api/voice-config': {
        status: 200,
        body: { publicKey: 'pk', assistantId: 'as', apiBaseUrl: 'http://localhost/platform' },
      },
    });
    const { user } = renderApp('/');
    await user.hover(screen.getByRole('button', { name: 'Join the Community' }));
    const input = await screen.findByRole('textbox', { name: 'Email address' });
    await user.type(input, 'me@example.com');
    // The hand-off delay is skipped on fake timers (the real clock still loads the dialog).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.submit(input.closest('form')!);
    await screen.findByText('Preparing your voice interview...');
    act(() => vi.advanceTimersByTime(HANDOFF_DELAY_MS));

    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Voice Interview' },
      { timeout: 3000 },
    );
    expect(dialog).toHaveClass('max-w-md');
    expect(within(dialog).getByText('Connecting...')).toBeInTheDocument();
    // The configuration is prefetched when the widget expands; each is asked for once.
    const asked = api.requests.map((request) => `${request.method} ${request.path}`);
    expect(asked.filter((request) => request === 'POST /api/onboarding')).toHaveLength(1);
    expect(asked.filter((request) => request === 'GET /api/voice-config')).toHaveLength(1);
  });
});
