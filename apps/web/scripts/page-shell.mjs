// Build-time changes to the built index.html that let the prerendered page paint from the HTML
// alone: its stylesheet inlined (no render-blocking request), its scripts fetched at low
// priority (they hydrate what is already visible, so the first paint never waits for them), and
// its first paint held until the whole page is parsed (no half page that then grows).
// Kept apart from prerender.mjs so it can be tested without a build.

const STYLESHEET_LINK = /<link\b[^>]*\brel=["']stylesheet["'][^>]*>/g;
const HREF = /\shref=["']([^"']+)["']/;

/** Marks the full stylesheet that the page's entry applies once it starts (src/lib/deferred-styles.ts). */
export const DEFERRED_STYLE_ATTRIBUTE = 'data-deferred-style';

/**
 * Replaces every `<link rel="stylesheet">` of `html` with a `<style>` holding the page's critical
 * CSS (`pickCritical` of the file's text: for a prerendered page, the rules its markup can use),
 * and keeps the link for the whole stylesheet in a `<template>` marked
 * {@link DEFERRED_STYLE_ATTRIBUTE}: inert (not even fetched) until the page's entry adds it to
 * the page as it starts the app. Not `media="print"`: a stylesheet requested during the load
 * counts in Lighthouse's simulated LCP (1.0 s → 1.36 s on the landing page), though it blocks
 * nothing. No inline `onload`: the content security policy allows no inline script.
 *
 * @param {string} html the built index.html
 * @param {(href: string) => string} readStylesheet the CSS of a linked file, by its href
 * @param {(css: string) => string} [pickCritical] the part to inline; default: all of it (and no
 *   link kept)
 * @returns {string}
 */
export function inlineStylesheets(html, readStylesheet, pickCritical) {
  return html.replace(STYLESHEET_LINK, (link) => {
    const href = HREF.exec(link)?.[1];
    if (!href) throw new Error(`stylesheet link without href: ${link}`);
    const full = readStylesheet(href);
    const css = pickCritical ? pickCritical(full) : full;
    // `</style` inside the CSS would end the element early; Tailwind never writes it.
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style" and cannot be inlined`);
    if (!pickCritical) return `<style>${css}</style>`;
    return `<style>${css}</style><template ${DEFERRED_STYLE_ATTRIBUTE}>${link}</template>`;
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

/** The id of the element that marks the end of the page's markup. */
export const PAGE_END_ID = 'page-end';

/**
 * Holds the first paint until the page's markup has been parsed to its end: a
 * `<link rel="expect" blocking="render">` in the head naming an empty element placed after the
 * app's root. With the CSS inline nothing else blocks rendering, and a browser whose parser
 * yields mid-page would paint the top half first; the rest then arrives and pushes what is
 * positioned against the page's height (the backdrop's glows) — a layout shift (Lighthouse saw
 * CLS 0.3 on the landing page). The page is ~11 KB gzip, so waiting for all of it costs nothing.
 * Browsers without `rel="expect"` ignore it.
 *
 * @param {string} html the built index.html
 * @returns {string}
 */
export function holdPaintUntilParsed(html) {
  const expect = `<link rel="expect" href="#${PAGE_END_ID}" blocking="render">`;
  const marker = `<div id="${PAGE_END_ID}" hidden></div>`;
  if (!html.includes('</head>') || !html.includes('</body>')) {
    throw new Error('index.html needs a </head> and a </body>');
  }
  return html
    .replace('</head>', `  ${expect}\n  </head>`)
    .replace('</body>', `  ${marker}\n  </body>`);
}
