import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';

/** The account form's two passwords. */
export interface ChangePasswordBody {
  current: string;
  next: string;
}

/**
 * Changes the organiser's password and signs out their other sessions (better-auth's
 * `POST /api/auth/change-password`).
 */
export function changePassword({ current, next }: ChangePasswordBody): Promise<unknown> {
  return apiJson<unknown>('/api/auth/change-password', {
    json: { currentPassword: current, newPassword: next, revokeOtherSessions: true },
  });
}

/** The account page's password change. */
export function useChangePassword(options: { onSuccess?: () => void } = {}) {
  return useMutation({ mutationFn: changePassword, onSuccess: options.onSuccess });
}
