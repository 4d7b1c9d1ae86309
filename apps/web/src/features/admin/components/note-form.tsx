import { NOTE_MAX_LENGTH } from '@vibe/contracts/people';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useAddPersonNote } from '../api/add-person-note.ts';
import { adminCopy } from '../copy.ts';
import { errorMessageOf } from '../error-message.ts';
import { FormError, Labelled } from './admin-ui.tsx';

const copy = adminCopy.work;

/**
 * A new note on the person: a textarea held to the server's longest note, with its count, and
 * the server's refusal (a full person, an empty or too long note) said under it.
 */
export function NoteForm({ email }: { email: string }) {
  const [body, setBody] = useState('');
  const countId = useId();
  const add = useAddPersonNote(email, { onSuccess: () => setBody('') });
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (body.trim()) add.mutate(body);
      }}
    >
      <Labelled label={copy.newNote}>
        {(id) => (
          <textarea
            id={id}
            value={body}
            maxLength={NOTE_MAX_LENGTH}
            rows={3}
            aria-describedby={countId}
            onChange={(event) => setBody(event.target.value)}
            className="min-h-20 rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
          />
        )}
      </Labelled>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={countId} className="text-xs text-muted-foreground">
          {copy.noteLength(body.length, NOTE_MAX_LENGTH)}
        </p>
        <Button type="submit" size="sm" disabled={add.isPending || !body.trim()}>
          {copy.addNote}
        </Button>
      </div>
      <FormError>{add.error ? errorMessageOf(add.error) : null}</FormError>
    </form>
  );
}
