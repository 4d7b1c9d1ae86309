import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/**
 * Checks a TOTP code (better-auth's `POST /api/auth/two-factor/verify-totp`): finishes a sign-in
 * that asked for one, or confirms two-factor being turned on.
 */
export function verifyTotp(code: string): Promise<unknown> {
  return apiJson<unknown>('/api/auth/two-factor/verify-totp', { json: { code } });
}

/** Confirms the new two-factor setup with a code; the organiser's record then says it is on. */
export function useVerifyTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTotp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.me }),
  });
}
