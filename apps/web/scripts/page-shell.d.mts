/** Replaces every `<link rel="stylesheet">` with a `<style>` holding the file's text. */
export declare function inlineStylesheets(
  html: string,
  readStylesheet: (href: string) => string,
): string;
/** Marks the entry script and its modulepreloads `fetchpriority="low"`. */
export declare function lowerScriptPriority(html: string): string;
