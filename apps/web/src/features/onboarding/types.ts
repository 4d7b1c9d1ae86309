import type { InterviewTicket } from '@vibe/contracts/api';

/** What the sign-up hands to the interview step once the e-mail is saved. */
export interface OnboardingHandoff {
  /** The normalised e-mail address (trimmed, lowercased), as the onboarding record holds it. */
  email: string;
  /** The ticket that opens this visitor's new interview (docs/architecture.md). */
  interview: InterviewTicket;
  /** Gets a fresh ticket for this e-mail: a retried interview runs on one of its own. */
  renewTicket: () => Promise<InterviewTicket>;
}
