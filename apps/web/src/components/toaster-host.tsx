import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterWanted, subscribeToToaster } from '@/lib/notify.ts';

const Toaster = lazy(() =>
  import('@/components/ui/sonner.tsx').then((module) => ({ default: module.Toaster })),
);

/**
 * Mounts the toast viewport once something asked for toasts (see `prepareToasts`); renders
 * nothing before, on the server and during hydration, so the first paint needs no sonner.
 */
export function ToasterHost() {
  const wanted = useSyncExternalStore(subscribeToToaster, isToasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
