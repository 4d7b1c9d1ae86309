import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app.tsx';
import { renderNotFound } from './entry-server.tsx';

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('prerendering the 404 page (dist/404.html)', () => {
  it('renders the 404 page, not the landing page', () => {
    const html = renderNotFound();
    expect(html).toContain('Oops! Page not found');
    expect(html).toContain('Return to Home');
    expect(html).not.toContain('Vibe coding, together.');
  });

  it('is hydrated on any unknown path without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderNotFound();
    document.body.append(container);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();

    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <App path="/some/missing/page" />
        </StrictMode>,
        { onRecoverableError: recoverable },
      );
    });

    expect(recoverable).not.toHaveBeenCalled();
    // Only the 404 page's own log of the missing path, no hydration warning.
    for (const [first] of consoleError.mock.calls) {
      expect(String(first)).toMatch(/^404 Error: User attempted to access non-existent route:/);
    }
    expect(container.querySelector('h1')?.textContent).toBe('Oops! Page not found');
  });
});
