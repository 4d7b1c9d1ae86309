import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';
import { invalidateKeys } from './query-keys.ts';
import { personPath, personWorkChangeKeys } from './work-keys.ts';

/**
 * Deletes a note (`DELETE /api/admin/people/:email/notes/:id`): its author's or any owner's
 * to delete; anyone else is refused with 403.
 */
export function deletePersonNote(email: string, noteId: string): Promise<null> {
  return apiJson<null>(`${personPath(email)}/notes/${encodeURIComponent(noteId)}`, {
    method: 'DELETE',
  });
}

export function useDeletePersonNote(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) => deletePersonNote(email, noteId),
    onSettled: () => invalidateKeys(queryClient, personWorkChangeKeys(email)),
  });
}
