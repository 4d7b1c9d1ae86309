/** Every class name used in `html`'s markup. */
export declare function usedClasses(html: string): Set<string>;
/** `css` without the rules that cannot match `html`'s markup (by class names). */
export declare function criticalCss(css: string, html: string): string;
