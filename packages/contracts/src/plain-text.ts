// Text an organiser types is shown to other organisers and spoken to visitors. Unicode's explicit
// bidirectional controls (embeddings and overrides U+202A–U+202E, isolates U+2066–U+2069) have no
// place in it: one of them can make a question read backwards, or reorder the page around it.
// Plain functions; the zod check built on them (`refuseBidiControls`) is in ./api-schemas.ts.

/** Unicode's explicit bidirectional embedding, override and isolate controls. */
export const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

/** Why such text is refused, as a validation message names it. */
export const BIDI_CONTROL_MESSAGE =
  'must not contain bidirectional control characters (U+202A–U+202E, U+2066–U+2069)';

/** True when `text` holds a bidirectional control character. */
export function hasBidiControl(text: string): boolean {
  return BIDI_CONTROL.test(text);
}
