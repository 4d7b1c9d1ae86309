/** Marks the full stylesheet that the page's entry applies once it starts. */
export declare const DEFERRED_STYLE_ATTRIBUTE: string;
/**
 * Replaces every `<link rel="stylesheet">` with a `<style>` holding the file's text, or its
 * critical part (`pickCritical`) with the link kept as a deferred, non-blocking stylesheet.
 */
export declare function inlineStylesheets(
  html: string,
  readStylesheet: (href: string) => string,
  pickCritical?: (css: string) => string,
): string;
/** Marks the entry script and its modulepreloads `fetchpriority="low"`. */
export declare function lowerScriptPriority(html: string): string;
/** The id of the element that marks the end of the page's markup. */
export declare const PAGE_END_ID: string;
/** Holds the first paint until the page's markup has been parsed to its end. */
export declare function holdPaintUntilParsed(html: string): string;
