import pg from 'pg';

type Log = { warn: (details: object, message: string) => void };

/**
 * The PostgreSQL connection pool. A connection the database ends (a restart, a failover, an
 * administrator) must cost only the request that was using it:
 * - every connection gets an error listener of its own as it opens; unheard, its error would stop the
 *   whole process;
 * - a connection that fails while checked out is handed back to the pool at once, with its error, so
 *   the pool closes and replaces it. Its user's later release is then a no-op. Without this, a
 *   transaction whose BEGIN fails would hold its connection forever (drizzle sends BEGIN outside its
 *   try/finally), and after `max` such failures every request would wait for a connection.
 * The pool repeats an idle connection's error as its own, already logged by that listener.
 */
export function createPool(url: string, log: Log, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max });
  const checkedOut = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => void checkedOut.add(client));
  pool.on('release', (_error, client) => void checkedOut.delete(client));
  pool.on('connect', (client) =>
    client.on('error', (error: Error & { code?: string }) => {
      log.warn({ code: error.code, reason: error.message }, 'a database connection was closed');
      const pooled = client as pg.PoolClient;
      if (!checkedOut.has(pooled)) return;
      const release = pooled.release;
      pooled.release = () => undefined;
      release(error);
    }),
  );
  pool.on('error', () => undefined);
  return pool;
}
