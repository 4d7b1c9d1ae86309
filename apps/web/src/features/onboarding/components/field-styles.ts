// Shared by the real sign-up form and its stand-in while the form's code loads, so the two look
// the same and the swap is invisible.

/** The pill-shaped field that holds the e-mail input and the Start button. */
export const fieldClassName =
  'flex h-14 w-full items-center gap-2 rounded-full border border-input bg-card p-1.5 pl-5 shadow-lg shadow-primary/10';

/** The e-mail input inside {@link fieldClassName}. */
export const inputClassName =
  'h-full min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-muted-foreground';
