// A photo that cannot load (an offline visitor, a blocked host) must leave its fallback
// visible, on markup that is never hydrated: the avatar panel's <img>s are plain HTML. So the
// page's entry hides them here, without React.

/** The images this looks after: an avatar's photo, laid over its fallback. */
const WATCHED = 'img[data-slot="avatar-image"]';

function hideIfFailed(image: HTMLImageElement): void {
  // `complete` with no pixels: the load has ended, and it failed.
  if (image.complete && image.naturalWidth === 0) image.hidden = true;
}

function hideOnError(event: Event): void {
  const target = event.target;
  if (target instanceof HTMLImageElement && target.matches(WATCHED)) target.hidden = true;
}

/**
 * Hides every avatar photo that failed to load, now and later. `error` does not bubble, so it is
 * caught on its way down; photos that failed before this ran are found by looking.
 * @returns a function that stops watching (for tests)
 */
export function hideFailedImages(root: Document = document): () => void {
  root.addEventListener('error', hideOnError, { capture: true });
  for (const image of root.querySelectorAll<HTMLImageElement>(WATCHED)) hideIfFailed(image);
  return () => root.removeEventListener('error', hideOnError, { capture: true });
}
