// A short-lived connection to a PostgreSQL server's maintenance database, for the statements a
// test database's own connection cannot run (create, drop or rename a database). Shared by
// test-databases.ts and migrated-template.ts, which otherwise would import each other.
import pg from 'pg';

/** Runs `run` on a new client of `baseUrl`, always closing the client afterwards. */
export async function withAdminClient(
  baseUrl: string,
  run: (client: pg.Client) => Promise<unknown>,
): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
