// Every text of the voice-interview dialog and its toasts (spec §2, §8).
import { initializationErrorNotice } from './initialization-error.ts';

/** Copy of the voice-interview dialog. */
export const interviewCopy = {
  title: 'Voice Interview',
  description:
    'A short voice chat about your coding background and what you hope to find in the community.',
  connecting: 'Connecting...',
  configFailed: 'We could not load the voice interview settings.',
  retry: 'Try again',
  close: 'Close',
  toasts: {
    configError: {
      title: 'Configuration Error',
      description: 'Unable to load voice interview settings. Please try again.',
    },
    initializationError: initializationErrorNotice,
  },
} as const;
