import { act, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app.tsx';
import { render } from '@/entry-server.tsx';
import { mountApp } from './mount.ts';

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** A #root element as dist/index.html has it: the landing page, prerendered for `/`. */
function prerenderedContainer() {
  const container = document.createElement('div');
  container.id = 'root';
  container.dataset.prerendered = '/';
  container.innerHTML = render('/');
  document.body.append(container);
  return container;
}

function app(path: string) {
  return (
    <StrictMode>
      <App path={path} />
    </StrictMode>
  );
}

describe('mountApp', () => {
  it('hydrates the prerendered landing page, keeping the very elements the visitor sees', async () => {
    const container = prerenderedContainer();
    const headline = container.querySelector('h1');

    await act(async () => {
      root = mountApp(container, app('/'), '/');
    });

    expect(container.querySelector('h1')).toBe(headline);
  });

  it('replaces the prerendered markup on any other path and shows the 404 page', async () => {
    const container = prerenderedContainer();
    vi.spyOn(console, 'error').mockImplementation(() => {});

    await act(async () => {
      root = mountApp(container, app('/elsewhere'), '/elsewhere');
    });

    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.queryByText('Join the Community')).not.toBeInTheDocument();
  });
});
