import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/**
 * Asks for a reset link by e-mail (better-auth's `POST /api/auth/request-password-reset`). The
 * answer is the same whether or not an organiser has the address; 404 `mail_off` when the
 * server sends no e-mail.
 */
export function requestPasswordReset(email: string): Promise<unknown> {
  return apiJson<unknown>('/api/auth/request-password-reset', { json: { email } });
}

/**
 * Sets the new password with the link's token (`POST /api/auth/reset-password`): 400
 * `weak_password` with the reason, or 400 `INVALID_TOKEN` for a used, expired or unknown link.
 */
export function resetPassword(token: string, newPassword: string): Promise<unknown> {
  return apiJson<unknown>('/api/auth/reset-password', { json: { token, newPassword } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/** Resets with `token`; the session check is asked again after, as the reset ended sessions. */
export function useResetPassword(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => resetPassword(token, password),
    onSuccess: () => queryClient.resetQueries({ queryKey: adminKeys.me }),
  });
}
