import type { Tag } from '@vibe/contracts/people';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { useDeleteTag } from '../api/delete-tag.ts';
import { adminCopy } from '../copy.ts';
import { errorMessageOf } from '../error-message.ts';
import { ConfirmDialogContent } from './confirm-dialog-content.tsx';

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
      <ConfirmDialogContent
        title={copy.confirmYes}
        description={copy.confirm(tag.name, tag.people)}
        error={remove.error ? errorMessageOf(remove.error) : null}
        cancel={copy.cancel}
        confirm={copy.confirmYes}
        busy={remove.isPending}
        onConfirm={() => remove.mutate(tag.id)}
      />
    </Dialog>
  );
}
