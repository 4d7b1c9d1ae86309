import { Spinner } from '@/components/ui/spinner.tsx';

/** What shows while a dashboard screen (or the session check) is loading. */
export function ScreenLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status" aria-label="Loading">
      <Spinner className="size-6" />
    </div>
  );
}
