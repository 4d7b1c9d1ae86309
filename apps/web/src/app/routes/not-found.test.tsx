import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render.tsx';

describe('404 page', () => {
  it('says "Oops! Page not found" for an unknown path and logs the path to the console', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/no/such/page');

    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.any(String), '/no/such/page');
  });

  it('leads back to the landing page with "Return to Home"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderApp('/missing');
    const home = screen.getByRole('link', { name: 'Return to Home' });
    expect(home).toHaveAttribute('href', '/');

    await user.click(home);
    expect(await screen.findByRole('heading', { name: 'Vibe coding, together.' })).toBeVisible();
  });
});
