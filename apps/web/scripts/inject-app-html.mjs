// Puts prerendered markup into the built index.html. Kept apart from prerender.mjs so it can be
// tested without a build.

/** The placeholder in index.html that the prerendered app replaces. */
export const APP_PLACEHOLDER = '<div id="root"><!--app-html--></div>';

/**
 * Returns `template` with the root element filled with `appHtml` and marked with the path it was
 * rendered for (`data-prerendered`), which src/main.tsx reads to choose hydration.
 *
 * @param {string} template the built index.html
 * @param {string} appHtml the rendered app
 * @param {string} path the URL path the markup belongs to
 * @returns {string}
 */
export function injectAppHtml(template, appHtml, path) {
  const at = template.indexOf(APP_PLACEHOLDER);
  if (at === -1 || template.indexOf(APP_PLACEHOLDER, at + 1) !== -1) {
    throw new Error(`index.html must contain ${APP_PLACEHOLDER} exactly once`);
  }
  const safePath = path.replace(/[^A-Za-z0-9/_.-]/g, '');
  const root = `<div id="root" data-prerendered="${safePath}">${appHtml}</div>`;
  return template.slice(0, at) + root + template.slice(at + APP_PLACEHOLDER.length);
}
