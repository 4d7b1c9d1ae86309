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
import { adminCopy } from '../copy.ts';

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
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{copy.eraseTitle(count)}</DialogTitle>
          <DialogDescription>{copy.eraseDescription}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{copy.cancel}</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={disabled}
            onClick={() => void onConfirm().finally(() => setOpen(false))}
          >
            {copy.eraseConfirm(count)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
