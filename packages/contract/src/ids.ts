import { z } from 'zod';

/** Every id is a PostgreSQL `serial` (or `integer` reference): 1 up to 2^31 − 1. */
export const ID_MAX = 2_147_483_647;

/** Whether a value is an id a row can have. */
export function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= ID_MAX;
}

/**
 * The one id rule of every request: a whole number from 1 to ID_MAX, so a larger, negative,
 * fractional or huge value is refused as invalid and never reaches the database.
 */
export const zId = z.number().int().min(1).max(ID_MAX);

/** The same rule for path and query parameters, which arrive as text ("42"). */
export const zIdParam = z.coerce.number().int().min(1).max(ID_MAX);

/** A list of ids: at most `max` of them. */
export const zIds = (max: number) => z.array(zId).max(max);
