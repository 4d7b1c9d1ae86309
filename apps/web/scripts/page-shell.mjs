// Build-time changes to the built index.html that let the prerendered page paint from the HTML
// alone: its stylesheet inlined (no render-blocking request) and its scripts fetched at low
// priority (they hydrate what is already visible, so the first paint never waits for them).
// Kept apart from prerender.mjs so it can be tested without a build.

const STYLESHEET_LINK = /<link\b[^>]*\brel=["']stylesheet["'][^>]*>/g;
const HREF = /\shref=["']([^"']+)["']/;

/**
 * Replaces every `<link rel="stylesheet">` of `html` with a `<style>` holding the file's text.
 * The whole stylesheet (about 9 KB gzip) is the critical CSS: the page has no styles it could
 * leave for later, and inlined it costs no round trip before the first paint.
 *
 * @param {string} html the built index.html
 * @param {(href: string) => string} readStylesheet the CSS of a linked file, by its href
 * @returns {string}
 */
export function inlineStylesheets(html, readStylesheet) {
  return html.replace(STYLESHEET_LINK, (link) => {
    const href = HREF.exec(link)?.[1];
    if (!href) throw new Error(`stylesheet link without href: ${link}`);
    const css = readStylesheet(href);
    // `</style` inside the CSS would end the element early; Tailwind never writes it.
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style" and cannot be inlined`);
    return `<style>${css}</style>`;
  });
}

const MODULE_SCRIPT = /<script\b(?=[^>]*\btype=["']module["'])(?=[^>]*\bsrc=)[^>]*>/g;
const MODULE_PRELOAD = /<link\b(?=[^>]*\brel=["']modulepreload["'])[^>]*>/g;

function withLowPriority(tag) {
  if (/\bfetchpriority=/.test(tag)) return tag;
  return tag.replace(/^<(script|link)\b/, '<$1 fetchpriority="low"');
}

/**
 * Marks the entry script and its modulepreloads `fetchpriority="low"`. Chromium fetches module
 * scripts at high priority, as if the first paint needed them; here it does not (the page is
 * prerendered and its CSS inline), so they should not compete with the page itself.
 *
 * @param {string} html the built index.html
 * @returns {string}
 */
export function lowerScriptPriority(html) {
  return html.replace(MODULE_SCRIPT, withLowPriority).replace(MODULE_PRELOAD, withLowPriority);
}
