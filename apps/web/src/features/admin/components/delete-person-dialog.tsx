import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
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
import { AdminApiError, adminApi, adminKeys } from '../api/admin-api.ts';
import { adminCopy } from '../copy.ts';
import { FormError } from './admin-ui.tsx';

const copy = adminCopy.person;

/** Erases a person after a confirmation (owners only; the server checks too). */
export function DeletePersonDialog({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const erase = useMutation({
    mutationFn: () => adminApi.deletePerson(email),
    onSuccess: async () => {
      setOpen(false);
      queryClient.removeQueries({ queryKey: adminKeys.person(email) });
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
      await navigate('/admin/people', { replace: true });
    },
  });
  const error = erase.error
    ? erase.error instanceof AdminApiError && erase.error.status === 403
      ? adminCopy.errors.forbidden
      : adminCopy.errors.generic
    : '';
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="destructive" size="sm" onClick={() => setOpen(true)}>
        {copy.delete}
      </Button>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{copy.deleteTitle}</DialogTitle>
          <DialogDescription>
            {email}: {copy.deleteDescription}
          </DialogDescription>
        </DialogHeader>
        <FormError>{error}</FormError>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{copy.cancel}</Button>
          </DialogClose>
          <Button variant="destructive" disabled={erase.isPending} onClick={() => erase.mutate()}>
            {copy.deleteConfirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
