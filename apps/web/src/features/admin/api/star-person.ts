import type { StarBody } from '@vibe/contracts/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';
import { invalidateKeys } from './query-keys.ts';
import { personPath, personWorkChangeKeys } from './work-keys.ts';

/** Stars a person, or takes the star off (`PUT /api/admin/people/:email/star`). */
export function starPerson(email: string, starred: boolean): Promise<null> {
  const json: StarBody = { starred };
  return apiJson<null>(`${personPath(email)}/star`, { method: 'PUT', json });
}

/** The star toggle; while it runs, `variables` is the state asked for (shown at once). */
export function useStarPerson(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (starred: boolean) => starPerson(email, starred),
    onSettled: () => invalidateKeys(queryClient, personWorkChangeKeys(email)),
  });
}
