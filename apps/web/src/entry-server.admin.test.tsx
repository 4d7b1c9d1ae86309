import { act, waitFor } from '@testing-library/react';
import { ADMIN_PRERENDERED_SCREENS, type AdminBoot } from '@vibe/contracts/admin';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminPage } from '@/app/admin-page.tsx';
import { fakeApi } from '@/testing/fake-api.ts';
import { renderAdminScreen } from './entry-server.tsx';

// The dashboard's signed-out screens are prerendered into their own shells and
// hydrated in the browser on whatever dashboard path the visitor opened.

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

/** The prerendered page at `path`, as the browser has it before any script runs. */
async function prerenderedPage(screen: 'sign-in' | 'first-run', path: string) {
  window.history.replaceState(null, '', path);
  const container = document.createElement('div');
  container.innerHTML = await renderAdminScreen(screen);
  document.body.append(container);
  return container;
}

async function hydrate(container: HTMLElement, boot: AdminBoot) {
  const recoverable = vi.fn();
  await act(async () => {
    root = hydrateRoot(container, <AdminPage boot={boot} />, { onRecoverableError: recoverable });
  });
  return recoverable;
}

const submitOf = (container: HTMLElement) =>
  container.querySelector<HTMLButtonElement>('button[type="submit"]')!;

describe('the prerendered sign-in screen', () => {
  it('shows the form, its submit held until the page can send it', async () => {
    const container = await prerenderedPage(ADMIN_PRERENDERED_SCREENS.signIn, '/admin');
    expect(container.querySelector('h1')?.textContent).toBe('Sign in');
    expect(container.querySelector('input[name="email"]')).not.toBeNull();
    expect(container.querySelector('input[name="password"]')).not.toBeNull();
    // Sent by the browser itself, the form would put the password in the page's address.
    expect(submitOf(container).disabled).toBe(true);
  });

  it('is hydrated on any dashboard path without a mismatch, keeping what was typed', async () => {
    const api = fakeApi({});
    const consoleError = vi.spyOn(console, 'error');
    const container = await prerenderedPage(ADMIN_PRERENDERED_SCREENS.signIn, '/admin/people');
    const email = container.querySelector<HTMLInputElement>('input[name="email"]')!;
    const password = container.querySelector<HTMLInputElement>('input[name="password"]')!;
    email.value = 'ada@example.com';
    password.focus();

    const recoverable = await hydrate(container, {
      session: 'none',
      setupNeeded: false,
      mailEnabled: false,
    });
    await waitFor(() => expect(submitOf(container).disabled).toBe(false));

    expect(recoverable).not.toHaveBeenCalled();
    // React's development build notes that the prerender (made in this very page for the test)
    // and the browser renderer used the same contexts; a real page never runs both.
    const errors = consoleError.mock.calls.filter(
      ([message]) => !String(message).startsWith('Detected multiple renderers'),
    );
    expect(errors).toEqual([]);
    // The very elements stay, with the visitor's text, and the page comes back after sign-in.
    expect(container.querySelector('input[name="email"]')).toBe(email);
    expect(email.value).toBe('ada@example.com');
    // Focus stays where the visitor put it: the e-mail field's autofocus acted at load only.
    expect(document.activeElement).toBe(password);
    expect(window.location.pathname).toBe('/admin/sign-in');
    // Known signed out: not a single request before the visitor sends the form.
    expect(api.requests).toEqual([]);
  });

  it('is hydrated as the first-run form while the first owner is still to be made', async () => {
    fakeApi({});
    const container = await prerenderedPage(ADMIN_PRERENDERED_SCREENS.firstRun, '/admin');
    expect(container.querySelector('input[name="code"]')).not.toBeNull();
    const recoverable = await hydrate(container, {
      session: 'none',
      setupNeeded: true,
      mailEnabled: false,
    });
    await waitFor(() => expect(submitOf(container).disabled).toBe(false));
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('input[name="code"]')).not.toBeNull();
  });
});
