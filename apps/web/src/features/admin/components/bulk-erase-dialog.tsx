import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { adminCopy } from '../copy.ts';
import { ConfirmDialogContent } from './confirm-dialog-content.tsx';

const copy = adminCopy.peopleList.bulk;

/**
 * Erases the selected people after a confirmation that names how many (owners only; the server
 * checks too). The dialog closes once the erasure is done.
 */
export function BulkEraseDialog({
  count,
  disabled,
  onConfirm,
}: {
  count: number;
  disabled: boolean;
  onConfirm: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="destructive" size="sm" disabled={disabled} onClick={() => setOpen(true)}>
        {copy.erase}
      </Button>
      <ConfirmDialogContent
        title={copy.eraseTitle(count)}
        description={copy.eraseDescription}
        cancel={copy.cancel}
        confirm={copy.eraseConfirm(count)}
        busy={disabled}
        onConfirm={() => void onConfirm().finally(() => setOpen(false))}
      />
    </Dialog>
  );
}
