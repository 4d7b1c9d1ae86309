// Every text of the sign-up widget and its toasts (docs/product.md#sign-up, #messages).

/** Copy of the sign-up widget. */
export const onboardingCopy = {
  pill: 'Join the Community',
  emailLabel: 'Email address',
  emailPlaceholder: 'Enter your email to begin...',
  start: 'Start',
  perks: 'Free to join • No spam • Instant access',
  preparing: 'Preparing your voice interview...',
  /** The widget after an interview that ended in the ordinary way (docs/product.md#endings). */
  thanks: "Thanks — your interview is in. We'll be in touch.",
  loadFailed: 'The sign-up form could not load. Please check your connection.',
  toasts: {
    registered: {
      title: 'Email Registered!',
      description: 'Starting your voice interview now...',
    },
    alreadyRegistered: {
      title: 'Email Already Registered',
      description: 'This email is already in our system. Starting your voice interview!',
    },
    registrationError: {
      title: 'Registration Error',
      description: 'There was an issue saving your email. Please try again.',
    },
    invalidEmail: {
      title: 'Invalid Email',
      description: 'Please enter a valid email address.',
    },
  },
} as const;

/** The line under the widget, beside the perks (docs/product.md#privacy), outside the island. */
export const consentCopy = {
  recorded: 'The voice interview is recorded and transcribed.',
  privacyLink: 'How we keep it',
} as const;
