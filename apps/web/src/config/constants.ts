// Business constants of spec §9 that the landing page uses, named once so code and tests agree.

/** Delay between the sign-up spinner appearing and the hand-off to the interview (spec §9). */
export const HANDOFF_DELAY_MS = 1500;

/** Delay before the e-mail field takes focus after the pill button is clicked (spec §9). */
export const REFOCUS_DELAY_MS = 100;

/** Delay after the e-mail field loses focus before the widget decides to collapse (spec §9). */
export const BLUR_COLLAPSE_DELAY_MS = 200;

/** The interview dialog closes this long after the call ends (spec §9). */
export const DIALOG_AUTO_CLOSE_MS = 2000;

/** Number of photos in the decorative avatar grid (spec §9). */
export const AVATAR_COUNT = 9;
