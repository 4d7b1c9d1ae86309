import type { MeAnswer } from '@vibe/contracts/admin';
import type { PersonNote } from '@vibe/contracts/people';
import { Button } from '@/components/ui/button.tsx';
import { useDeletePersonNote } from '../api/delete-person-note.ts';
import { adminCopy } from '../copy.ts';
import { errorMessageOf } from '../error-message.ts';
import { formatDateTime } from '../format/dates.ts';
import { FormError } from './admin-ui.tsx';
import { NoteForm } from './note-form.tsx';

const copy = adminCopy.work;

/** The server lets a note's author and any owner delete it: the button is shown to them only. */
function mayDelete(note: PersonNote, me: MeAnswer): boolean {
  return me.role === 'owner' || note.author === me.email;
}

/** The add-note form, then the person's notes, newest first (as the server sends them). */
export function PersonNotes({
  email,
  notes,
  me,
}: {
  email: string;
  notes: PersonNote[];
  me: MeAnswer;
}) {
  const remove = useDeletePersonNote(email);
  return (
    <div className="grid gap-3">
      <h3 className="text-sm font-medium">{copy.notes}</h3>
      <NoteForm email={email} />
      <FormError>
        {remove.error
          ? errorMessageOf(remove.error, (error) =>
              error.status === 403 ? adminCopy.errors.forbidden : undefined,
            )
          : null}
      </FormError>
      {notes.length === 0 ? (
        <p className="text-sm text-muted-foreground">{copy.noNotes}</p>
      ) : (
        <ul aria-label={copy.notes} className="grid gap-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-md border border-border p-3">
              <div className="mb-1 flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
                <span>
                  <bdi>{note.author}</bdi> ·{' '}
                  <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
                </span>
                {mayDelete(note, me) ? (
                  <Button
                    type="button"
                    variant="subtle"
                    size="sm"
                    aria-label={copy.deleteNoteLabel(note.author, formatDateTime(note.createdAt))}
                    disabled={remove.isPending && remove.variables === note.id}
                    onClick={() => remove.mutate(note.id)}
                  >
                    {copy.deleteNote}
                  </Button>
                ) : null}
              </div>
              {/* An organiser's own words: kept as typed, line breaks and direction included. */}
              <p dir="auto" className="text-sm break-words whitespace-pre-wrap">
                {note.body}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
