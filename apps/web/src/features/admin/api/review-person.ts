import type { ReviewedBody } from '@vibe/contracts/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';
import { invalidateKeys } from './query-keys.ts';
import { personPath, personWorkChangeKeys } from './work-keys.ts';

/** Marks a person reviewed, or not yet (`PUT /api/admin/people/:email/reviewed`). */
export function reviewPerson(email: string, reviewed: boolean): Promise<null> {
  const json: ReviewedBody = { reviewed };
  return apiJson<null>(`${personPath(email)}/reviewed`, { method: 'PUT', json });
}

/** The reviewed toggle; while it runs, `variables` is the state asked for (shown at once). */
export function useReviewPerson(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewed: boolean) => reviewPerson(email, reviewed),
    onSettled: () => invalidateKeys(queryClient, personWorkChangeKeys(email)),
  });
}
