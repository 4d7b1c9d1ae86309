/** Hono variables the platform's middleware sets for every route. */
export interface PlatformEnv {
  Variables: {
    /** The org of the key that made the request. */
    orgId: string;
    /** Which kind of key made the request (absent on the one open route). */
    keyTag?: 'private' | 'public';
  };
}
