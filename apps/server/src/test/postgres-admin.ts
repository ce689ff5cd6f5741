import pg from 'pg';

/** The PostgreSQL server tests run on (TEST_DATABASE_URL), when they run with TEST_DB=postgres. */
function baseUrl(): string {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return base;
}

/** Runs one statement on the server's own database (creating, listing or dropping databases). */
export async function adminQuery<Row extends object = object>(
  statement: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const admin = new pg.Client({ connectionString: baseUrl() });
  await admin.connect();
  try {
    return (await admin.query<Row>(statement, values)).rows;
  } finally {
    await admin.end();
  }
}

/** The URL of a database of that server. */
export function databaseUrl(name: string): string {
  const url = new URL(baseUrl());
  url.pathname = `/${name}`;
  return url.toString();
}
