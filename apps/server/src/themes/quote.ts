// A short quote of an answer around one of its themes (docs/product.md#themes-per-question):
// the theme's words with as much of the answer on both sides as fits, cut between words and
// marked with an ellipsis where the answer goes on.
import { THEME_QUOTE_MAX_CHARS } from '@vibe/contracts/interview';

/** Characters `start` to `end` of `answer` with their surroundings, in at most `max`. */
export function quoteAround(
  answer: string,
  start: number,
  end: number,
  max = THEME_QUOTE_MAX_CHARS,
): string {
  const text = answer.trimEnd();
  if (text.length <= max) return text.trimStart();
  // Room for the words, less the two ellipses.
  const room = max - 2;
  const phrase = Math.min(end - start, room);
  let from = Math.max(0, start - Math.floor((room - phrase) / 2));
  let to = Math.min(text.length, from + room);
  from = Math.max(0, to - room);
  // Cut between words, never into the theme itself.
  if (from > 0 && /\S/u.test(text[from - 1] ?? '')) {
    const space = text.indexOf(' ', from);
    if (space !== -1 && space < start) from = space + 1;
  }
  if (to < text.length && /\S/u.test(text[to] ?? '')) {
    const space = text.lastIndexOf(' ', to);
    if (space > from && space >= start + phrase) to = space;
  }
  const body = text.slice(from, to).trim();
  return `${from > 0 ? '…' : ''}${body}${to < text.length ? '…' : ''}`;
}
