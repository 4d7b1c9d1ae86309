import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { DialogClose } from '@/components/ui/dialog.tsx';
import { interviewCopy } from '../copy.ts';

/** Shown when the voice configuration could not load: connecting stopped; retry or close. */
export function ConfigErrorView({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex flex-col items-center gap-6 py-6 text-center">
      <p className="text-sm text-muted-foreground">{interviewCopy.configFailed}</p>
      <div className="flex w-full flex-col-reverse gap-2 sm:flex-row sm:justify-center">
        <DialogClose asChild>
          <Button variant="outline">{interviewCopy.close}</Button>
        </DialogClose>
        <Button onClick={onRetry}>
          <RotateCw />
          {interviewCopy.retry}
        </Button>
      </div>
    </div>
  );
}
