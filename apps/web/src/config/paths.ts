/** Every route of the app, so links and the router use the same strings. */
export const paths = {
  home: '/',
  admin: '/admin',
  /** What is kept and for how long (served by the server with the owners' text). */
  privacy: '/privacy',
} as const;
