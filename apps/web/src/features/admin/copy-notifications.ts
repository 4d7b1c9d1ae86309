// The Account screen's e-mail choices (docs/product.md#e-mail): what each organiser is e-mailed.

export const notificationsCopy = {
  title: 'E-mail me',
  intro: 'Your own choices: every organiser picks what they are sent.',
  completionNotice: 'Each completed interview',
  completionNoticeHint: 'Who, when and how long, with a link to their answers.',
  dailyDigest: 'A daily digest',
  dailyDigestHint: (hourUtc: number) =>
    `Each morning after ${String(hourUtc).padStart(2, '0')}:00 UTC: the day before’s sign-ups, completed and partial interviews, and the top themes.`,
  mailOff:
    'E-mail is off on this server: its operator sets SMTP_URL (see the README) to send these.',
  loading: 'Loading your choices…',
  saving: 'Saving…',
  saved: 'Saved.',
} as const;
