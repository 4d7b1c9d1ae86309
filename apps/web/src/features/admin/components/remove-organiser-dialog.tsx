import type { OrganiserSummary } from '@vibe/contracts/admin';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { notify } from '@/lib/notify.ts';
import { useDeleteOrganiser } from '../api/delete-organiser.ts';
import { adminCopy } from '../copy.ts';
import { errorMessageOf } from '../error-message.ts';
import { ConfirmDialogContent } from './confirm-dialog-content.tsx';

const copy = adminCopy.account;

/**
 * Removes another organiser after a confirmation (owners only; the server checks too): their
 * sessions end at once and the invitations they sent are withdrawn.
 */
export function RemoveOrganiserDialog({ organiser }: { organiser: OrganiserSummary }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteOrganiser({
    onSuccess: () => setOpen(false),
    onError: (error) =>
      void notify.error({ title: copy.toasts.removeFailed, description: errorMessageOf(error) }),
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        variant="outline"
        size="sm"
        aria-label={`${copy.remove} ${organiser.email}`}
        onClick={() => setOpen(true)}
      >
        {copy.remove}
      </Button>
      <ConfirmDialogContent
        title={copy.removeTitle}
        description={`${organiser.email}: ${copy.removeDescription}`}
        cancel={copy.cancel}
        confirm={copy.removeConfirm}
        busy={remove.isPending}
        onConfirm={() => remove.mutate(organiser.id)}
      />
    </Dialog>
  );
}
