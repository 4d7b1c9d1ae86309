import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render.tsx';
import { NewPasswordField } from './new-password-field.tsx';

// The live hint under a new password: zxcvbn's reason for a guessable one, which also keeps the
// form from sending it (the server refuses it too, with the same reason).

function renderField(email?: string) {
  const view = renderWithProviders(
    <form aria-label="form">
      <NewPasswordField label="New password" email={email} />
    </form>,
  );
  return { ...view, input: screen.getByLabelText<HTMLInputElement>('New password') };
}

describe('NewPasswordField', () => {
  it('says why a repeated password is too easy to guess, and marks the field invalid', async () => {
    const { user, input } = renderField();
    await user.type(input, 'aaaaaaaaaa');
    const hint = await screen.findByText(/Too easy to guess\./);
    expect(hint).toHaveTextContent('Repeated characters like "aaa" are easy to guess.');
    expect(input).toHaveAccessibleDescription(hint.textContent ?? '');
    expect(input.validity.customError).toBe(true);
  });

  it('approves a long passphrase, and says nothing before the shortest length', async () => {
    const { user, input } = renderField();
    await user.type(input, 'plum ferry');
    await user.clear(input);
    await user.type(input, 'short');
    expect(screen.getByTestId('password-strength')).toHaveTextContent('');
    await user.clear(input);
    await user.type(input, 'plum ferry velvet 84');
    await screen.findByText('Hard to guess: good.');
    expect(input.validity.valid).toBe(true);
  });

  it("counts a password made of the account's address as guessable", async () => {
    const { user, input } = renderField('oliviabaker@example.com');
    await user.type(input, 'oliviabaker1');
    await screen.findByText(/Too easy to guess\./);
  });

  it('clears its hint when the form is reset', async () => {
    const { user, input } = renderField();
    await user.type(input, 'aaaaaaaaaa');
    await screen.findByText(/Too easy to guess\./);
    input.form?.reset();
    await waitFor(() => expect(screen.getByTestId('password-strength')).toHaveTextContent(''));
    expect(input.validity.customError).toBe(false);
  });
});
