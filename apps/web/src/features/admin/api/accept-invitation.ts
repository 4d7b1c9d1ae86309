import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';
import { adminKeys } from './query-keys.ts';
import { signIn } from './sign-in.ts';

/**
 * Accepts an invitation with the new organiser's password (`POST /api/admin/invitations/accept`);
 * answers the invited e-mail. 404 when the link is unknown, used or expired.
 */
export function acceptInvitation(token: string, password: string): Promise<{ email: string }> {
  return apiJson<{ email: string }>('/api/admin/invitations/accept', {
    json: { token, password },
  });
}

/** Accepts the invitation of `token`, signs the new organiser in and reloads the session check. */
export function useAcceptInvitation(token: string, options: { onSuccess?: () => unknown } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (password: string) => {
      const { email } = await acceptInvitation(token, password);
      await signIn({ email, password });
    },
    onSuccess: async () => {
      // Reset, not only marked stale: nothing watches the session check on this screen, and
      // its "signed out" (the shell's) is not asked again by the screen that mounts next.
      await queryClient.resetQueries({ queryKey: adminKeys.me });
      await options.onSuccess?.();
    },
  });
}
