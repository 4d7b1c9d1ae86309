import type { InvitationDetails } from '@vibe/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';

/**
 * Who sent the invitation of `token`, for whom and as what (`POST /api/admin/invitations/lookup`:
 * the token in the body, never in an address). 404 when the link is used, expired or unknown.
 */
export function getInvitation(token: string): Promise<InvitationDetails> {
  return apiJson<InvitationDetails>('/api/admin/invitations/lookup', { json: { token } });
}

/** The invitation page's details; off without a token. Asked once: the answer does not change. */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['admin', 'invitation', token],
    queryFn: () => getInvitation(token),
    enabled: token.length > 0,
    retry: false,
    staleTime: Infinity,
  });
}
