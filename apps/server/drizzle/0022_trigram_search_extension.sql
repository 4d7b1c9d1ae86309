-- Trigram indexes for searching by part of an e-mail address (src/db/schema/onboarding.ts).
-- pg_trgm ships with PostgreSQL and is a trusted extension (PostgreSQL 13 and later): a role that
-- may create objects in the database may add it. PGlite loads its build of it (src/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
