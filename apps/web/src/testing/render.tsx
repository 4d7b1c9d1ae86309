import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { App } from '@/app/app.tsx';
import { AppProvider } from '@/app/provider.tsx';
import { createQueryClient } from '@/lib/query-client.ts';

/**
 * Renders the whole app at `path` with a fresh query client, as the browser would. The
 * `MemoryRouter` is for the dashboard, which uses it instead of the browser's history.
 */
export function renderApp(path = '/') {
  return {
    user: userEvent.setup(),
    ...render(
      <MemoryRouter initialEntries={[path]}>
        <App path={path} queryClient={createQueryClient()} />
      </MemoryRouter>,
    ),
  };
}

/** Renders `ui` inside the app's providers (router, query client, toasts, tooltips). */
export function renderWithProviders(ui: ReactNode) {
  return {
    user: userEvent.setup(),
    ...render(
      <MemoryRouter>
        <AppProvider queryClient={createQueryClient()}>{ui}</AppProvider>
      </MemoryRouter>,
    ),
  };
}
