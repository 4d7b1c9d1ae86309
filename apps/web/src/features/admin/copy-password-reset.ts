// The texts of "Forgot password?" (on the sign-in screen), the reset page, and what the
// invitation form says about e-mail. Kept apart from copy.ts, which is near its size limit.
import { PASSWORD_RESET_TTL_MINUTES } from '@vibe/contracts/admin';
import { PASSWORD_RESET_MAIL_OFF_MESSAGE } from '@vibe/contracts/password-reset';

export const passwordResetCopy = {
  forgotLink: 'Forgot password?',
  forgot: {
    title: 'Reset your password',
    description:
      'Enter the e-mail of your organiser account: we send a link to choose a new password.',
    email: 'E-mail',
    submit: 'Send the link',
    sentTitle: 'Check your e-mail',
    sent: (email: string) =>
      `If an organiser account uses ${email}, we sent it a link to choose a new password. The link works once, within ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
    mailOff: PASSWORD_RESET_MAIL_OFF_MESSAGE,
    rateLimited: 'Too many requests. Wait a while and try again.',
    back: 'Back to sign-in',
  },
  reset: {
    title: 'Choose a new password',
    description: 'Every session of your account ends, and you sign in again with the new password.',
    password: 'New password (at least 10 characters)',
    submit: 'Set new password',
    invalid:
      'This reset link is used, expired or unknown. Ask for a new one with "Forgot password?" on the sign-in screen.',
    doneTitle: 'Password changed',
    done: 'Your new password is set and every session has ended. Sign in with it now.',
    signIn: 'Sign in',
  },
  invitationMail: {
    emailed: (email: string) => `E-mailed to ${email}. You can also copy the link:`,
    notEmailed: 'Setting SMTP_URL on the server would e-mail invitations to the invitee.',
  },
} as const;
