import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render.tsx';

describe('404 page', () => {
  it('says "Oops! Page not found" for an unknown path and logs the path to the console', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/no/such/page');

    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.any(String), '/no/such/page');
  });

  it('leads back to the landing page with "Return to Home", a link the browser follows', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/missing');
    const home = screen.getByRole('link', { name: 'Return to Home' });
    expect(home).toHaveAttribute('href', '/');

    // The landing page is a page load of its own (e2e/tests/landing.spec.ts follows the link):
    // the app must leave the click to the browser. Stopped here so the test DOM stays put.
    let leftToBrowser = false;
    const followLink = (event: Event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', followLink);
    fireEvent.click(home);
    document.removeEventListener('click', followLink);
    expect(leftToBrowser).toBe(true);
  });
});
