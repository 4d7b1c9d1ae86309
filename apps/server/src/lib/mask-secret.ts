/** Secrets shorter than this are shown as a mask alone: a few characters would give them away. */
const SHOWN_PREFIX_MIN_LENGTH = 16;

/**
 * A secret fit for printing: its first four characters and an ellipsis, enough to tell two keys
 * apart without giving either away; `****` alone for a short secret.
 * @example maskSecret('7f3c9a0e-1b2d-4c5e-8f90-a1b2c3d4e5f6') // '7f3c…'
 */
export function maskSecret(secret: string): string {
  return secret.length >= SHOWN_PREFIX_MIN_LENGTH ? `${secret.slice(0, 4)}…` : '****';
}
