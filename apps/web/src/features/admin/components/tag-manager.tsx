import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { useMe } from '../api/get-me.ts';
import { useTags } from '../api/get-tags.ts';
import { adminCopy } from '../copy.ts';
import { DeleteTagDialog } from './delete-tag-dialog.tsx';
import { NewTagForm } from './new-tag-form.tsx';

const copy = adminCopy.tags;

/** The tags with how many people carry each, a delete button each, and the new-tag form. */
function TagList() {
  const tags = useTags();
  return (
    <div className="grid gap-4">
      {tags.isError ? <p role="alert">{adminCopy.errors.generic}</p> : null}
      {tags.data?.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{copy.empty}</p>
      ) : null}
      {tags.data && tags.data.items.length > 0 ? (
        <ul aria-label={copy.title} className="grid max-h-80 gap-1 overflow-y-auto">
          {tags.data.items.map((tag) => (
            <li key={tag.id} className="flex items-center justify-between gap-2 text-sm">
              <span>
                <bdi className="font-medium">{tag.name}</bdi>{' '}
                <span className="text-muted-foreground">{copy.people(tag.people)}</span>
              </span>
              <DeleteTagDialog tag={tag} />
            </li>
          ))}
        </ul>
      ) : null}
      <NewTagForm />
    </div>
  );
}

/**
 * "Manage tags" on the people screen, for owners only (the server refuses the others): the
 * owners' tag list in a dialog. The list is asked for when the dialog opens.
 */
export function TagManager() {
  const me = useMe();
  const [open, setOpen] = useState(false);
  if (me.data?.role !== 'owner') return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {copy.manage}
      </Button>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{copy.description}</DialogDescription>
        </DialogHeader>
        <TagList />
      </DialogContent>
    </Dialog>
  );
}
