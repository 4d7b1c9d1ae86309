// The landing page's constants (docs/product.md#limits), named once so code and tests agree.

/** Delay between the sign-up spinner appearing and the hand-off to the interview. */
export const HANDOFF_DELAY_MS = 1500;

/** Delay before the e-mail field takes focus after the pill button is clicked. */
export const REFOCUS_DELAY_MS = 100;

/** Delay after the e-mail field loses focus before the widget decides to collapse. */
export const BLUR_COLLAPSE_DELAY_MS = 200;

/** The interview dialog closes this long after the call ends. */
export const DIALOG_AUTO_CLOSE_MS = 2000;

/** Number of photos in the decorative avatar grid. */
export const AVATAR_COUNT = 9;
