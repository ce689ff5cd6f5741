/** The errors a database error wraps, outermost first (a query error keeps the driver's as its cause). */
function* causes(error: unknown): Generator<object> {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

/** Whether a database error, or an error it wraps, is a unique-constraint violation (of one constraint, if named). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (const current of causes(error)) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint;
  }
  return false;
}

/**
 * SQLSTATEs and socket codes of a connection the database ended or lost: an administrator, a shutdown or
 * a crash (57P01-57P03), a broken link (class 08), or the network.
 */
const CONNECTION_LOST_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
]);

/** What node-postgres says when the socket closed under a query, or a query came after it closed. */
const CONNECTION_LOST_MESSAGES = [
  /^Connection terminated/,
  /^Client was closed and is not queryable/,
  /^Client has encountered a connection error and is not queryable/,
];

/** Whether a database error, or an error it wraps, means the connection to the database was lost. */
export function isConnectionLost(error: unknown): boolean {
  for (const current of causes(error)) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && CONNECTION_LOST_CODES.has(code)) return true;
    if (typeof message === 'string' && CONNECTION_LOST_MESSAGES.some((pattern) => pattern.test(message)))
      return true;
  }
  return false;
}
