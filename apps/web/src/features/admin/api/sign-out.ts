import { useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';

/** Ends the session (better-auth's `POST /api/auth/sign-out`). */
export function signOut(): Promise<unknown> {
  return apiJson<unknown>('/api/auth/sign-out', { json: {} });
}

/**
 * "Sign out": ends the session (a failure changes nothing: the page is left anyway), forgets
 * every answer of the dashboard and opens sign-in as a fresh page load.
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await signOut().catch(() => undefined);
    queryClient.clear();
    window.location.assign('/admin/sign-in');
  };
}
