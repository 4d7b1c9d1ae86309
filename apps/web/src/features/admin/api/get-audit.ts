import type { AuditAnswer } from '@vibe/contracts/admin';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';
import { adminKeys } from './query-keys.ts';
import { throwWhenUnreachable } from './unreachable.ts';

/** One page of the audit log, newest first (`GET /api/admin/audit`), after `cursor`. */
export function getAudit(cursor: string | null): Promise<AuditAnswer> {
  return apiJson<AuditAnswer>(
    `/api/admin/audit${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
  );
}

/** The log as pages: "More" fetches the page after the last one's cursor. */
export function getAuditQueryOptions() {
  return infiniteQueryOptions({
    queryKey: adminKeys.audit,
    queryFn: ({ pageParam }) => getAudit(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    throwOnError: throwWhenUnreachable,
  });
}

export function useAudit() {
  return useInfiniteQuery(getAuditQueryOptions());
}
