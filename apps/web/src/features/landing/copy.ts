// Every text of the landing page's frame (docs/product.md#messages). The sign-up widget's
// texts live in features/onboarding/copy.ts, the interview dialog's in features/interview/copy.ts.

/** Copy of the top bar, the hero and the avatar panel. */
export const landingCopy = {
  brand: 'Vibe Together',
  homeLabel: 'Vibe Together home',
  navLabel: 'Main',
  navLinks: ['About', 'Features', 'Community'],
  eyebrow: 'A community for people who build with AI',
  headlineLead: 'Vibe coding,',
  headlineAccent: 'together.',
  tagline:
    'Weekly chats with fellow vibe coders, honest feedback on what you are building, and the peer motivation to keep shipping.',
  panelCaption: 'Builders who ship with AI, every week.',
} as const;

/**
 * The privacy page's frame (docs/product.md#privacy); its text is the owners', put in by the
 * server. Its own export, so no landing-page script carries it.
 */
export const privacyPageCopy = {
  title: 'Privacy',
  lead: 'What we keep when you join and take the voice interview, and for how long.',
  home: 'Back to Vibe Together',
} as const;
