import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { DialogClose } from '@/components/ui/dialog.tsx';
import { interviewCopy } from '../copy.ts';

/** Props of {@link ConfigErrorView}. */
export interface ConfigErrorViewProps {
  onRetry: () => void;
  /** What went wrong; default: the configuration could not load. */
  message?: string;
}

/** Shown when connecting stopped (configuration or call failure): retry or close. */
export function ConfigErrorView({
  onRetry,
  message = interviewCopy.configFailed,
}: ConfigErrorViewProps) {
  return (
    <div className="flex flex-col items-center gap-6 py-6 text-center">
      <p className="text-sm text-muted-foreground">{message}</p>
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
