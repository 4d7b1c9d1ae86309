// The Settings screen's texts (docs/product.md#privacy), part of adminCopy (copy.ts).

/** The privacy page's text and how long recordings and transcripts are kept. */
export const settingsCopy = {
  title: 'Settings',
  intro:
    'Visitors read this at /privacy, linked under the sign-up form and at the top of the interview. Plain text: a blank line starts a new paragraph.',
  text: 'Privacy page text',
  textHint: (max: number) =>
    `Leave it empty for the default, shown in the field, which follows the retention setting. At most ${max.toLocaleString('en')} characters.`,
  retention: 'Keep recordings and transcripts',
  retentionNote:
    'Once a day, interviews older than this lose their recording, transcript and answers; the e-mail address and sign-up stay. The audit log says how many.',
  forever: 'For ever',
  days: (days: number) => `${days} days`,
  save: 'Save',
  saving: 'Saving…',
  saved: 'Saved.',
  view: 'Open the privacy page',
  ownersOnly: 'Only an owner may change these settings.',
} as const;
