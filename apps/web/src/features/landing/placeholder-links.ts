// The top bar's About, Features and Community links are shown but lead nowhere yet.
// The top bar is plain prerendered HTML (only the sign-up widget is hydrated), so instead of a
// React handler, one listener on the document keeps their clicks from jumping to "#".

/** Marks a link that must stay where it is when clicked. */
export const PLACEHOLDER_LINK_ATTRIBUTE = 'data-placeholder-link';

function stayInPlace(event: Event): void {
  if (event.target instanceof Element && event.target.closest(`[${PLACEHOLDER_LINK_ATTRIBUTE}]`)) {
    event.preventDefault();
  }
}

/**
 * Keeps clicks on placeholder links from navigating; the page's entry calls it once.
 * @returns a function that stops it (for tests)
 */
export function keepPlaceholderLinksInPlace(root: Document = document): () => void {
  root.addEventListener('click', stayInPlace);
  return () => root.removeEventListener('click', stayInPlace);
}
