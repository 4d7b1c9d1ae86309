// Every text of the voice-interview dialog and its toasts (docs/product.md#interview, #messages).
import { initializationErrorNotice } from './initialization-error.ts';

/** Copy of the voice-interview dialog. */
export const interviewCopy = {
  title: 'Voice Interview',
  description:
    'A short voice chat about your coding background and what you hope to find in the community.',
  connecting: 'Connecting...',
  assistantSpeaking: 'Assistant Speaking...',
  listening: 'Listening...',
  transcriptLabel: 'Interview transcript',
  transcriptEmpty: 'The conversation will appear here.',
  you: 'You',
  assistant: 'Assistant',
  endInterview: 'End Interview',
  /** Where the interview stands, once the assistant has asked a known question. */
  questionProgress: (number: number, total: number) => `Question ${number} of ${total}`,
  typeLabel: 'Prefer to type?',
  typePlaceholder: 'Type your answer...',
  send: 'Send',
  callFailed: 'The voice interview stopped.',
  configFailed: 'We could not load the voice interview settings.',
  retry: 'Try again',
  close: 'Close',
  toasts: {
    configError: {
      title: 'Configuration Error',
      description: 'Unable to load voice interview settings. Please try again.',
    },
    initializationError: initializationErrorNotice,
    callError: {
      title: 'Voice Interview Error',
      description: 'There was an issue with the voice interview. Please try again.',
      id: 'voice-interview-error',
    },
    microphone: {
      title: 'Microphone Access Needed',
      description: 'Please allow microphone access to start the voice interview.',
      id: 'voice-interview-microphone',
    },
    complete: {
      title: 'Interview Complete!',
      description: "Thanks for sharing! We'll be in touch soon with next steps.",
    },
  },
} as const;

/** The dialog's first line, before the microphone is asked for (docs/product.md#privacy). */
export const interviewConsentCopy = {
  recorded: 'This interview is recorded and transcribed.',
  privacyLink: 'How we keep it',
} as const;
