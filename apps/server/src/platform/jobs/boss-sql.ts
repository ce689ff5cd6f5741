import { sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Database, RawQuery } from '../db/client.js';

/**
 * pg-boss's SQL (`$1`… placeholders) run through a drizzle database or transaction: how a job is
 * enqueued on the caller's transaction. Each placeholder becomes a parameter of its own, so text that
 * uses one twice would type them apart: pg-boss's `insert` uses each once.
 */
export function onDrizzle(db: Database): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const chunks: SQL[] = text
        .split(/\$(\d+)/)
        .map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`));
      const result = (await db.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

/**
 * pg-boss's own SQL on the database's raw connection, counted while it runs: the queue stops only when
 * none is left, so nothing pg-boss started (some of it unawaited) meets a closed database. Once closed,
 * it refuses new SQL.
 */
export function trackedSql(query: RawQuery): PgBoss.Db & { close(): Promise<void> } {
  const running = new Set<Promise<unknown>>();
  let closed = false;
  return {
    executeSql(text, values) {
      if (closed) return Promise.reject(new Error('the job queue has stopped'));
      const result = query(text, values);
      running.add(result);
      void result.then(
        () => running.delete(result),
        () => running.delete(result),
      );
      return result;
    },
    async close() {
      // SQL that ends may start more on its next turn (a completion after an insert)
      while (running.size > 0) {
        await Promise.allSettled([...running]);
        await new Promise((resolve) => setImmediate(resolve));
      }
      closed = true;
    },
  };
}
