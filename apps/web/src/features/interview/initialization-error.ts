// Kept apart from copy.ts because the landing page shows it when the interview's own chunk
// fails to load: importing copy.ts there would pull every interview text into the first bundle.

/** "Exception during setup" (docs/product.md#messages): the voice interview could not be set up. */
export const initializationErrorNotice = {
  title: 'Initialization Error',
  description: 'Failed to set up voice interview. Please refresh and try again.',
} as const;
