/** The placeholder in index.html that the prerendered app replaces. */
export declare const APP_PLACEHOLDER: string;
/** Returns `template` with the root element filled with `appHtml`, marked with `path`. */
export declare function injectAppHtml(template: string, appHtml: string, path: string): string;
