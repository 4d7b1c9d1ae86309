import type { TagRef } from '@vibe/contracts/people';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useAddPersonTag } from '../api/add-person-tag.ts';
import { useTags } from '../api/get-tags.ts';
import { useRemovePersonTag } from '../api/remove-person-tag.ts';
import { adminCopy } from '../copy.ts';
import { errorMessageOf } from '../error-message.ts';
import { FormError, SelectField } from './admin-ui.tsx';

const copy = adminCopy.work;

/**
 * The person's tags as chips, each with its remove button, and a picker of the owners' tags not
 * on the person yet (the list itself is managed on the people screen).
 */
export function PersonTags({ email, tags }: { email: string; tags: TagRef[] }) {
  const allTags = useTags();
  const add = useAddPersonTag(email);
  const remove = useRemovePersonTag(email);
  const [chosen, setChosen] = useState('');
  const carried = new Set(tags.map((tag) => tag.id));
  const available = allTags.data?.items.filter((tag) => !carried.has(tag.id)) ?? [];
  const error = add.error ?? remove.error;
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-medium">{copy.tags}</h3>
      {tags.length === 0 ? (
        <p className="text-sm text-muted-foreground">{copy.noTags}</p>
      ) : (
        <ul aria-label={copy.tags} className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li
              key={tag.id}
              className="flex items-center gap-1 rounded-full border border-border bg-muted py-0.5 pr-1 pl-3 text-sm"
            >
              <bdi>{tag.name}</bdi>
              <Button
                type="button"
                variant="subtle"
                size="icon"
                className="size-6 rounded-full"
                aria-label={copy.removeTag(tag.name)}
                onClick={() => remove.mutate(tag.id)}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {available.length > 0 ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!chosen) return;
            add.mutate(chosen, { onSuccess: () => setChosen('') });
          }}
        >
          <SelectField
            label={copy.addTag}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
          >
            <option value="">{copy.chooseTag}</option>
            {available.map((tag) => (
              <option key={tag.id} value={tag.id}>
                {tag.name}
              </option>
            ))}
          </SelectField>
          <Button type="submit" variant="outline" size="sm" disabled={!chosen || add.isPending}>
            {copy.add}
          </Button>
        </form>
      ) : allTags.data && allTags.data.items.length > 0 ? (
        <p className="text-sm text-muted-foreground">{copy.noMoreTags}</p>
      ) : null}
      <FormError>{error ? errorMessageOf(error) : null}</FormError>
    </div>
  );
}
