import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app.tsx';
import { hydrateLandingOnboarding } from '@/app/hydrate-landing.tsx';
import { ONBOARDING_ISLAND_ID } from '@/app/islands.ts';
import { render } from './entry-server.tsx';

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

function textOf(html: string): string {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element.textContent ?? '';
}

describe('prerendering (entry-server render)', () => {
  it('renders the top bar, headline, tagline and collapsed pill of the landing page', () => {
    const text = textOf(render('/'));
    expect(text).toContain('Vibe Together');
    expect(text).toContain('Vibe coding, together.');
    expect(text).toMatch(/weekly chats.*honest feedback.*peer motivation/i);
    expect(text).toContain('Join the Community');
    expect(text).toContain('Free to join • No spam • Instant access');
    expect(text).not.toContain('Connecting...');
  });

  it('renders the initials of all nine avatars, so the panel looks complete before any photo', () => {
    const html = render('/');
    expect(html.match(/data-slot="avatar-fallback"/g)).toHaveLength(9);
  });

  it('is hydrated by the browser app without a mismatch or any console error', async () => {
    const container = document.createElement('div');
    container.innerHTML = render('/');
    document.body.append(container);
    const serverMarkup = container.innerHTML;
    const consoleError = vi.spyOn(console, 'error');
    const recoverable = vi.fn();

    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <App path="/" />
        </StrictMode>,
        { onRecoverableError: recoverable },
      );
    });

    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector('h1')?.textContent).toBe('Vibe coding, together.');
    expect(container.innerHTML.length).toBeGreaterThan(serverMarkup.length / 2);
  });

  it('holds the sign-up island, which the browser hydrates alone without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = render('/');
    document.body.append(container);
    const island = document.getElementById(ONBOARDING_ISLAND_ID);
    expect(island?.textContent).toContain('Join the Community');
    const pill = island?.querySelector('button');
    const headline = container.querySelector('h1');
    const consoleError = vi.spyOn(console, 'error');
    const recoverable = vi.fn();

    await act(async () => {
      root = hydrateLandingOnboarding(island!, { onRecoverableError: recoverable });
    });

    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    // The very elements stay: the pill is hydrated in place, the rest is left as it was.
    expect(island?.querySelector('button')).toBe(pill);
    expect(container.querySelector('h1')).toBe(headline);
  });
});
