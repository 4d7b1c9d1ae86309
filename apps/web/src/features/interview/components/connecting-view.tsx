import { Spinner } from '@/components/ui/spinner.tsx';
import { interviewCopy } from '../copy.ts';

/** The dialog's connecting view (docs/product.md#interview): a spinner with "Connecting...". */
export function ConnectingView() {
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-10">
      <span className="flex size-16 items-center justify-center rounded-full bg-primary/10">
        <Spinner className="size-8 text-primary" />
      </span>
      <p className="text-base font-medium">{interviewCopy.connecting}</p>
    </div>
  );
}
