import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';

/** Copy of {@link ReloadNotice}. */
export const reloadNoticeCopy = {
  reload: 'Reload page',
} as const;

/**
 * Says that part of the page could not load and offers a reload (which fetches everything
 * anew). Used as an error-boundary fallback.
 */
export function ReloadNotice({ message }: { message: string }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 text-center">
      <p className="text-sm text-muted-foreground">{message}</p>
      <Button variant="outline" size="sm" onClick={() => window.location.reload()}>
        <RotateCw />
        {reloadNoticeCopy.reload}
      </Button>
    </div>
  );
}
