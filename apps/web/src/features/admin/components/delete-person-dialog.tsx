import type { ErasureAnswer } from '@vibe/contracts/admin';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { isForbidden, useDeletePerson, useForgetPerson } from '../api/delete-person.ts';
import { adminCopy } from '../copy.ts';
import { ConfirmDialogContent } from './confirm-dialog-content.tsx';

const copy = adminCopy.person;

/**
 * Erases a person after a confirmation (owners only; the server checks too). When the voice
 * platform kept some of the person's calls (no key to delete them, or it refused), the dialog
 * stays open and names them, so the organiser can delete them there; closing it leaves the page.
 */
export function DeletePersonDialog({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const [left, setLeft] = useState<ErasureAnswer['notDeleted'] | null>(null);
  const navigate = useNavigate();
  const forget = useForgetPerson(email);
  const leave = async () => {
    setOpen(false);
    await forget();
    await navigate('/admin/people', { replace: true });
  };
  const erase = useDeletePerson(email, {
    onSuccess: async (answer) => {
      if (answer?.notDeleted) setLeft(answer.notDeleted);
      else await leave();
    },
  });
  const error = erase.error
    ? isForbidden(erase.error)
      ? adminCopy.errors.forbidden
      : adminCopy.errors.generic
    : '';
  const onOpenChange = (next: boolean) => {
    // Once erased, closing the dialog (Done, Escape) leaves the page of a person who is gone.
    if (!next && left) void leave();
    else setOpen(next);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <Button variant="destructive" size="sm" onClick={() => setOpen(true)}>
        {copy.delete}
      </Button>
      {left ? (
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>{copy.erasedTitle}</DialogTitle>
            <DialogDescription>{copy.erasedWithLeftovers}</DialogDescription>
          </DialogHeader>
          <ul className="list-disc pl-5 font-mono text-xs break-all" aria-label={copy.erasedTitle}>
            {left.platformCalls.map((callId) => (
              <li key={callId}>{callId}</li>
            ))}
          </ul>
          <p role="status" className="text-sm text-muted-foreground">
            {copy.leftoversReason} {left.reason}
          </p>
          <DialogFooter>
            <Button onClick={() => void leave()}>{copy.done}</Button>
          </DialogFooter>
        </DialogContent>
      ) : (
        <ConfirmDialogContent
          title={copy.deleteTitle}
          description={
            <>
              <bdi>{email}</bdi>: {copy.deleteDescription}
            </>
          }
          error={error}
          cancel={copy.cancel}
          confirm={copy.deleteConfirm}
          busy={erase.isPending}
          onConfirm={() => erase.mutate()}
        />
      )}
    </Dialog>
  );
}
