import { lazy, Suspense, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { isToasterWanted, subscribeToToaster } from '@/lib/notify.ts';

const Toaster = lazy(() =>
  import('@/components/ui/sonner.tsx').then((module) => ({ default: module.Toaster })),
);

/**
 * Mounts the toast viewport once something asked for toasts (see `prepareToasts`); renders
 * nothing before, on the server and during hydration, so the first paint needs no sonner. The
 * viewport goes straight into <body>: on the landing page the host sits inside the sign-up island,
 * within the page's stacking context, where toasts would end up under the dialog's overlay.
 */
export function ToasterHost() {
  const wanted = useSyncExternalStore(subscribeToToaster, isToasterWanted, () => false);
  if (!wanted) return null;
  return createPortal(
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>,
    document.body,
  );
}
