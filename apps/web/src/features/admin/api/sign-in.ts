import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';
import { adminKeys } from './query-keys.ts';
import { verifyTotp } from './verify-totp.ts';

/**
 * Signs in with e-mail and password (better-auth's `POST /api/auth/sign-in/email`). The answer
 * says `twoFactorRedirect` when the organiser turned two-factor on: the session starts only once
 * {@link verifyTotp} accepts a code.
 */
export function signIn(body: {
  email: string;
  password: string;
}): Promise<{ twoFactorRedirect?: boolean } | null> {
  return apiJson<{ twoFactorRedirect?: boolean } | null>('/api/auth/sign-in/email', {
    json: body,
  });
}

/** One step of the sign-in form: the password, or the TOTP code it asked for. */
export type SignInStep = { email: string; password: string } | { code: string };

/**
 * The sign-in form's mutation. Answers `'two-factor'` when the password was right and a code is
 * needed next, `'signed-in'` once the session started (the session check is then reloaded).
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (step: SignInStep): Promise<'two-factor' | 'signed-in'> => {
      if ('code' in step) {
        await verifyTotp(step.code);
      } else {
        const answer = await signIn(step);
        if (answer?.twoFactorRedirect) return 'two-factor';
      }
      return 'signed-in';
    },
    onSuccess: async (result) => {
      if (result === 'signed-in') await queryClient.invalidateQueries({ queryKey: adminKeys.me });
    },
  });
}
