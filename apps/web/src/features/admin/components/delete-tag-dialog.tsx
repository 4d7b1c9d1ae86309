import type { Tag } from '@vibe/contracts/people';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { useDeleteTag } from '../api/delete-tag.ts';
import { adminCopy } from '../copy.ts';
import { errorMessageOf } from '../error-message.ts';
import { FormError } from './admin-ui.tsx';

const copy = adminCopy.tags;

/** Deletes a tag after a confirmation that says how many people lose it. */
export function DeleteTagDialog({ tag }: { tag: Tag }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteTag({ onSuccess: () => setOpen(false) });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) remove.reset();
      }}
    >
      <Button
        variant="subtle"
        size="sm"
        aria-label={copy.deleteLabel(tag.name)}
        onClick={() => setOpen(true)}
      >
        {copy.delete}
      </Button>
      <DialogContent className="max-w-sm">
        <DialogHeader>
          <DialogTitle>{copy.confirmYes}</DialogTitle>
          <DialogDescription>{copy.confirm(tag.name, tag.people)}</DialogDescription>
        </DialogHeader>
        <FormError>{remove.error ? errorMessageOf(remove.error) : null}</FormError>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{copy.cancel}</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => remove.mutate(tag.id)}
          >
            {copy.confirmYes}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
