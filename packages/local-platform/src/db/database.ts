import type { PgDatabase } from 'drizzle-orm/pg-core';

/**
 * The database the platform works on: any drizzle PostgreSQL database (PGlite or
 * node-postgres). The product's server hands in its own; `main.ts` makes one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PlatformDatabase = PgDatabase<any, any, any>;
