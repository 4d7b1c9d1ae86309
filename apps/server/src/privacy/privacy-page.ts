// The /privacy page (docs/product.md#privacy): the build prerenders its frame in the landing
// page's style (apps/web's dist/privacy.html, with an empty text element); the owners' text is
// put in it here, on each request, as escaped plain-text paragraphs. Owners' text never becomes
// markup: no tag, attribute or script of theirs can reach the page.

/** The element the build leaves empty for the text (apps/web's privacy page), with its classes. */
const PRIVACY_TEXT_SLOT = /<div id="privacy-text"(?: class="[^"<>]*")?><\/div>/;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** `text` safe to stand in HTML text or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** Plain text as paragraphs (split at blank lines), each line break kept, everything escaped. */
export function plainTextParagraphs(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}

/** A bare page for a build without privacy.html (the dev server's): the text, still escaped. */
const BARE_PAGE = `<!doctype html><html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><title>Privacy · Vibe Together</title></head><body><main><h1>Privacy</h1><div id="privacy-text"></div><p><a href="/">Vibe Together</a></p></main></body></html>`;

/**
 * The privacy page: `template` (the built privacy.html, or the bare page) with the text in its
 * slot. Sliced, not `String.replace`d: a `$&` in the owners' text must stay those characters.
 */
export function privacyPage(template: string | undefined, text: string): string {
  const slot = (template && PRIVACY_TEXT_SLOT.exec(template)) || PRIVACY_TEXT_SLOT.exec(BARE_PAGE)!;
  const html = slot.input;
  const open = slot[0].slice(0, -'</div>'.length);
  const filled = `${open}${plainTextParagraphs(text)}</div>`;
  return html.slice(0, slot.index) + filled + html.slice(slot.index + slot[0].length);
}
