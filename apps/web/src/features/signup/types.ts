import type { InterviewTicket } from '@vibe/contracts/api';

/** What the sign-up hands to the interview step once the e-mail is saved. */
export interface SignupHandoff {
  /** The normalised e-mail address (spec §3: trimmed, lowercased). */
  email: string;
  /** The ticket that opens this visitor's new interview attempt (DESIGN §4). */
  interview: InterviewTicket;
}
