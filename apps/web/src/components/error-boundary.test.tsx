import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary.tsx';
import { ReloadNotice } from './reload-notice.tsx';

function Broken(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

describe('ErrorBoundary', () => {
  it('shows its fallback instead of a failed part, reports the error and keeps the rest of the page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    render(
      <main>
        <h1>Vibe coding, together.</h1>
        <ErrorBoundary
          fallback={<ReloadNotice message="The sign-up form could not load." />}
          onError={onError}
        >
          <Broken />
        </ErrorBoundary>
      </main>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('The sign-up form could not load.');
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.getByRole('heading')).toHaveTextContent('Vibe coding, together.');
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining('Failed to fetch') }),
    );
  });

  it('renders its children while nothing fails', () => {
    render(
      <ErrorBoundary fallback={<p>fallback</p>}>
        <p>fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
  });
});
