import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @vibe/local-platform` writes the SQL migrations applied by migrate(db).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
