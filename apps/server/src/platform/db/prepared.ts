import type { Database } from './client.js';

/**
 * A query prepared once per database and used by every request after (planning a small query can
 * cost ten times running it): `preparedPerDatabase(build)(db)` gives the one prepared for `db`.
 */
export function preparedPerDatabase<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const byDatabase = new WeakMap<Database, Query>();
  return (db) => {
    let query = byDatabase.get(db);
    if (!query) {
      query = build(db);
      byDatabase.set(db, query);
    }
    return query;
  };
}
