// drizzle-kit settings: `npm run db:generate -w @vibe/server` writes a new SQL migration into
// ./drizzle after a schema change. Generated files are reviewed, committed, and never edited.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
});
