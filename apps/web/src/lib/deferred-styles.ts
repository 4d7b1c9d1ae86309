/** How the prerender step marks the page's whole stylesheet (scripts/page-shell.mjs). */
const DEFERRED_STYLESHEET = 'link[rel="stylesheet"][data-deferred-style]';

/**
 * Applies the page's whole stylesheet. A prerendered page inlines only the CSS its own markup
 * uses and links the rest as `media="print"`, so the first paint waits for none of it; what the
 * app renders later (the sign-up form, the dialog, the toasts) needs it. Call before the app
 * starts. Idempotent.
 */
export function applyDeferredStyles(doc: Document = document): void {
  for (const link of doc.querySelectorAll<HTMLLinkElement>(DEFERRED_STYLESHEET)) {
    link.media = 'all';
    link.removeAttribute('data-deferred-style');
  }
}
