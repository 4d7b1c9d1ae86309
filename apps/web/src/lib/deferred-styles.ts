/** How the prerender step keeps the page's whole stylesheet aside (scripts/page-shell.mjs). */
const DEFERRED_STYLESHEETS = 'template[data-deferred-style]';

/**
 * Adds the page's whole stylesheet. A prerendered page inlines only the CSS its own markup uses
 * and keeps the link to the rest in an inert `<template>`, so the load fetches none of it; what
 * the app renders later (the sign-up form, the dialog, the toasts) needs it. Call as the app
 * starts. Idempotent.
 */
export function applyDeferredStyles(doc: Document = document): void {
  for (const template of doc.querySelectorAll<HTMLTemplateElement>(DEFERRED_STYLESHEETS)) {
    doc.head.append(template.content.cloneNode(true));
    template.remove();
  }
}
