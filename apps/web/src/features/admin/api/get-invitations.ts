import type { InvitationsAnswer } from '@vibe/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** The invitations whose link still opens (`GET /api/admin/invitations`, owners only). */
export function getInvitations(): Promise<InvitationsAnswer> {
  return apiJson<InvitationsAnswer>('/api/admin/invitations');
}

export function getInvitationsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.invitations, queryFn: getInvitations });
}

export function useInvitations() {
  return useQuery(getInvitationsQueryOptions());
}
