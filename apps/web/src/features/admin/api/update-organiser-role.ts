import type { OrganiserRole, OrganiserSummary } from '@vibe/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';
import { invalidateKeys, organiserChangeKeys } from './query-keys.ts';

/** Gives another organiser a new role (`PATCH /api/admin/organisers/:id`, owners only). */
export function updateOrganiserRole({
  id,
  role,
}: {
  id: string;
  role: OrganiserRole;
}): Promise<OrganiserSummary> {
  return apiJson<OrganiserSummary>(`/api/admin/organisers/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    json: { role },
  });
}

/** The role select of the organisers card; reloads the organisers whether it worked or not. */
export function useUpdateOrganiserRole(options: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganiserRole,
    onError: options.onError,
    onSettled: () => invalidateKeys(queryClient, organiserChangeKeys),
  });
}
