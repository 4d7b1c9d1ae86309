// A node-postgres pool the process can rely on, for the database and for the rate-limit store:
// every connection error goes to `onError` (an 'error' event without a listener would crash the
// process), and it closes once however often it is asked to.
import pg from 'pg';

/** A pool with what its owners need around it. */
export interface PoolHandle {
  pool: pg.Pool;
  /** Resolves when the server answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  /** Ends every connection; later calls do nothing. */
  close(): Promise<void>;
}

/**
 * Opens a pool on `config`, with `onError` hearing of connections that fail outside a query.
 * @example
 * const { pool, ping, close } = openPool({ connectionString: url, max: 3 }, (e) => log(e));
 */
export function openPool(config: pg.PoolConfig, onError: (error: Error) => void): PoolHandle {
  const pool = new pg.Pool(config);
  // The pool listens on idle connections only, and a connection can drop while checked out
  // between two queries (the query itself then fails and the pool discards the connection), so
  // listen on each one too.
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
  let closed = false;
  return {
    pool,
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
