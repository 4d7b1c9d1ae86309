// A page of the build that needs no script (the privacy page, docs/product.md#privacy): made from
// the landing page's built index.html, so it has the same head, fonts and styles, with its
// scripts and their preloads taken out. Kept apart from prerender.mjs so it can be tested
// without a build.

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>\s*/g;
const MODULE_PRELOAD = /<link\b(?=[^>]*\brel=["']modulepreload["'])[^>]*>\s*/g;
const TITLE = /<title>[^<]*<\/title>/;

/**
 * `html` without any script element or module preload.
 *
 * @param {string} html the built index.html
 * @returns {string}
 */
export function withoutScripts(html) {
  return html.replace(SCRIPT, '').replace(MODULE_PRELOAD, '');
}

/**
 * `html` with its `<title>` replaced by `title` (plain text, escaped).
 *
 * @param {string} html
 * @param {string} title
 * @returns {string}
 */
export function withTitle(html, title) {
  if (!TITLE.test(html)) throw new Error('index.html has no <title>');
  const text = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return html.replace(TITLE, () => `<title>${text}</title>`);
}
