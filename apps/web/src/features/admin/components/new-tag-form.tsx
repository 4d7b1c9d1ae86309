import { TAG_NAME_MAX_LENGTH } from '@vibe/contracts/people';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useCreateTag } from '../api/create-tag.ts';
import { adminCopy } from '../copy.ts';
import { errorMessageOf } from '../error-message.ts';
import { Field, FormError } from './admin-ui.tsx';

const copy = adminCopy.tags;

/** Adds a tag to the owners' list; a taken name or a full list is the server's to refuse. */
export function NewTagForm() {
  const [name, setName] = useState('');
  const create = useCreateTag({ onSuccess: () => setName('') });
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (name.trim()) create.mutate(name.trim());
      }}
    >
      <div className="flex items-end gap-2">
        <Field
          label={copy.name}
          value={name}
          maxLength={TAG_NAME_MAX_LENGTH}
          onChange={(event) => setName(event.target.value)}
          className="flex-1"
        />
        <Button type="submit" size="sm" disabled={create.isPending || !name.trim()}>
          {copy.add}
        </Button>
      </div>
      <FormError>
        {create.error
          ? errorMessageOf(create.error, (error) =>
              error.code === 'tag_exists' ? copy.exists : undefined,
            )
          : null}
      </FormError>
    </form>
  );
}
