/** Every route of the app, so links and the router use the same strings. */
export const paths = {
  home: '/',
  admin: '/admin',
} as const;
