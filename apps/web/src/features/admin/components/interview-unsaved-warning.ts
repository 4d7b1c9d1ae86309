import { useEffect } from 'react';
import { adminCopy } from '../copy.ts';

/** A click that follows a link of this page to another of its screens (not a new tab). */
function inAppLinkOf(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) {
    return null;
  }
  const to = new URL(link.href, window.location.href);
  const here = window.location;
  if (to.origin !== here.origin) return null;
  return to.pathname === here.pathname && to.search === here.search ? null : link;
}

/**
 * While `unsaved`, leaving asks first: the browser asks (in its own words) before the page is
 * closed or reloaded, and a link to another dashboard screen asks with ours. Either way the form
 * is kept in the browser and comes back with the screen (interview-draft-storage.ts).
 */
export function useUnsavedWarning(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when `returnValue` is set.
      event.returnValue = '';
    };
    // Capturing on the document runs before the router's own click handler (on React's root),
    // so a refusal stops the move before it starts.
    const askBeforeLeaving = (event: MouseEvent) => {
      if (!inAppLinkOf(event)) return;
      if (window.confirm(adminCopy.interview.leaveUnsaved)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', warn);
    document.addEventListener('click', askBeforeLeaving, true);
    return () => {
      window.removeEventListener('beforeunload', warn);
      document.removeEventListener('click', askBeforeLeaving, true);
    };
  }, [unsaved]);
}
