import { useEffect } from 'react';

/**
 * While `unsaved`, the browser asks before the page is closed or reloaded (its own wording:
 * browsers no longer show a page's text). Moves inside the dashboard need no warning: the
 * form is kept in the browser and comes back with the screen (interview-draft-storage.ts).
 */
export function useUnsavedWarning(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when `returnValue` is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
