import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while React hydrates markup the server (or the build) rendered; true
 * from the render after, and always in a page React renders itself. A prerendered form's submit
 * waits for it: before the page's code runs, the browser would send the form itself (a GET to
 * the page, the password in its address).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
