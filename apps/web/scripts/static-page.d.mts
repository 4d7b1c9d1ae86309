export function withoutScripts(html: string): string;
export function withTitle(html: string, title: string): string;
