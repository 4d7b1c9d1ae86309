import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render.tsx';
import { fakeApi } from '@/testing/fake-api.ts';
import { passwordResetCopy } from '../copy-password-reset.ts';
import { ResetPasswordScreen } from './reset-password.tsx';

const copy = passwordResetCopy.reset;
const STRONG = 'plum ferry velvet 84';

function openLink(hash: string) {
  window.location.hash = hash;
  return renderWithProviders(<ResetPasswordScreen />);
}

// The e-mailed link's page: a new password, then sign in; a dead link says so.
describe('ResetPasswordScreen', () => {
  afterEach(() => {
    window.location.hash = '';
  });

  it("sets the new password with the link's token, then offers to sign in", async () => {
    const api = fakeApi({
      'POST /api/auth/reset-password': { status: 200, body: { status: true } },
    });
    const { user } = openLink('#tok3n');
    await user.type(screen.getByLabelText(copy.password), STRONG);
    await screen.findByText('Hard to guess: good.');
    await user.click(screen.getByRole('button', { name: copy.submit }));
    expect(await screen.findByText(copy.done)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: copy.signIn })).toHaveAttribute(
      'href',
      '/admin/sign-in',
    );
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      token: 'tok3n',
      newPassword: STRONG,
    });
  });

  it('says clearly when the link is used or expired', async () => {
    fakeApi({
      'POST /api/auth/reset-password': {
        status: 400,
        body: { code: 'INVALID_TOKEN', message: 'Invalid token' },
      },
    });
    const { user } = openLink('#old');
    await user.type(screen.getByLabelText(copy.password), STRONG);
    await screen.findByText('Hard to guess: good.');
    await user.click(screen.getByRole('button', { name: copy.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.invalid);
  });

  it("shows the server's reason for a refused password", async () => {
    fakeApi({
      'POST /api/auth/reset-password': {
        status: 400,
        body: { code: 'weak_password', message: 'This password is too easy to guess.' },
      },
    });
    const { user } = openLink('#tok3n');
    await user.type(screen.getByLabelText(copy.password), STRONG);
    await screen.findByText('Hard to guess: good.');
    await user.click(screen.getByRole('button', { name: copy.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password is too easy to guess.',
    );
  });

  it('says the link is unusable without a token, and sends nothing', async () => {
    const api = fakeApi({});
    openLink('');
    expect(screen.getByRole('alert')).toHaveTextContent(copy.invalid);
    expect(screen.getByRole('button', { name: copy.submit })).toBeDisabled();
    expect(api.requests).toEqual([]);
  });
});
