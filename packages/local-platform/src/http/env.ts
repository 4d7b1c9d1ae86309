/** Hono variables the platform's middleware sets for every route. */
export interface PlatformEnv {
  Variables: {
    /** The org of the key that made the request. */
    orgId: string;
    /** Which kind of key made the request (absent on the one open route). */
    keyTag?: 'private' | 'public';
    /** Restrictions of a key made with `POST /token` (public keys), if it has any. */
    keyRestrictions?: KeyRestrictions;
  };
}

/** A token's `restrictions`, as the provider defines them for public keys. */
export interface KeyRestrictions {
  enabled?: boolean;
  allowedOrigins?: string[];
  allowedAssistantIds?: string[];
  allowTransientAssistant?: boolean;
}
