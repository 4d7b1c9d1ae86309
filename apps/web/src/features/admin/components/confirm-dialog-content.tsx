import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { FormError } from './admin-ui.tsx';

/**
 * The body of a dialog that confirms a destructive action: what it does, the error of a failed
 * try, Cancel, and the red button that does it (disabled while it runs). The caller keeps the
 * trigger and the open state.
 */
export function ConfirmDialogContent({
  title,
  description,
  error,
  cancel,
  confirm,
  busy,
  onConfirm,
}: {
  title: string;
  description: ReactNode;
  error?: string | null;
  cancel: string;
  confirm: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  return (
    <DialogContent className="max-w-md">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <FormError>{error || null}</FormError>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{cancel}</Button>
        </DialogClose>
        <Button variant="destructive" disabled={busy} onClick={onConfirm}>
          {confirm}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
