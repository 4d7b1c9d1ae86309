import type { OrganiserSummary } from '@vibe/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** Every organiser with their role (`GET /api/admin/organisers`). */
export function getOrganisers(): Promise<{ items: OrganiserSummary[] }> {
  return apiJson<{ items: OrganiserSummary[] }>('/api/admin/organisers');
}

export function getOrganisersQueryOptions() {
  return queryOptions({ queryKey: adminKeys.organisers, queryFn: getOrganisers });
}

export function useOrganisers() {
  return useQuery(getOrganisersQueryOptions());
}
