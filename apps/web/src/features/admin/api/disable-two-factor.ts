import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** Turns two-factor off (better-auth's `POST /api/auth/two-factor/disable`). */
export function disableTwoFactor(password: string): Promise<unknown> {
  return apiJson<unknown>('/api/auth/two-factor/disable', { json: { password } });
}

/** The account page's "Turn off"; the organiser's record then says it is off. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.me }),
  });
}
