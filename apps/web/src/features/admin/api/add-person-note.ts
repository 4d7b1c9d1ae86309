import type { NoteBody, PersonNote } from '@vibe/contracts/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';
import { invalidateKeys } from './query-keys.ts';
import { personPath, personWorkChangeKeys } from './work-keys.ts';

/**
 * Adds a note to a person (`POST /api/admin/people/:email/notes`): 201 with the note; 409
 * `notes_full` past the cap, 400 for an empty or too long body.
 */
export function addPersonNote(email: string, body: string): Promise<PersonNote> {
  const json: NoteBody = { body };
  return apiJson<PersonNote>(`${personPath(email)}/notes`, { method: 'POST', json });
}

/** The add-note form; `onSuccess` runs once the note is stored (e.g. to clear the form). */
export function useAddPersonNote(email: string, options: { onSuccess?: () => unknown } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => addPersonNote(email, body),
    onSuccess: options.onSuccess,
    onSettled: () => invalidateKeys(queryClient, personWorkChangeKeys(email)),
  });
}
