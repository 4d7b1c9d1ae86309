import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render.tsx';
import { fakeApi } from '@/testing/fake-api.ts';
import { passwordResetCopy } from '../copy-password-reset.ts';
import { ForgotPasswordScreen } from './forgot-password.tsx';

const copy = passwordResetCopy.forgot;

function setup(mailEnabled: boolean) {
  return { needed: false, mailEnabled };
}

async function openForgot() {
  return renderWithProviders(<ForgotPasswordScreen />);
}

// "Forgot password?" from the sign-in screen: the request, the same answer whoever asks, and what
// a server without e-mail says instead.
describe('ForgotPasswordScreen', () => {
  it('asks for a link, then says it went if an organiser has the address', async () => {
    const api = fakeApi({
      'GET /api/admin/setup': { status: 200, body: setup(true) },
      'POST /api/auth/request-password-reset': { status: 200, body: { status: true } },
    });
    const { user } = await openForgot();
    await user.type(await screen.findByLabelText(copy.email), 'owner@example.com');
    await user.click(screen.getByRole('button', { name: copy.submit }));
    expect(await screen.findByText(copy.sent('owner@example.com'))).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      email: 'owner@example.com',
    });
    expect(screen.getByRole('link', { name: copy.back })).toHaveAttribute('href', '/admin/sign-in');
  });

  it('says what the operator sets when the server sends no e-mail, and asks nothing', async () => {
    const api = fakeApi({ 'GET /api/admin/setup': { status: 200, body: setup(false) } });
    await openForgot();
    const said = await screen.findByTestId('mail-off');
    expect(said).toHaveTextContent('SMTP_URL');
    expect(said).toHaveTextContent('npm run admin -- reset-password <email>');
    expect(screen.queryByLabelText(copy.email)).toBeNull();
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('says to wait when the requests are counted out', async () => {
    fakeApi({
      'GET /api/admin/setup': { status: 200, body: setup(true) },
      'POST /api/auth/request-password-reset': {
        status: 429,
        body: { error: { code: 'rate_limited', message: 'Too many.' } },
      },
    });
    const { user } = await openForgot();
    await user.type(await screen.findByLabelText(copy.email), 'owner@example.com');
    await user.click(screen.getByRole('button', { name: copy.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.rateLimited);
  });
});
