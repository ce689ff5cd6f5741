import type { SubOrgAccessLevel } from './license.js';

/**
 * What an organization may do with another (spec section 3):
 * FULL_ACCESS manage it; LIMITED_ACCESS see it, its licence and add credits; NO_ACCESS nothing at all.
 */
export const ACCESS_STATES = ['FULL_ACCESS', 'LIMITED_ACCESS', 'NO_ACCESS'] as const;
export type AccessState = (typeof ACCESS_STATES)[number];

/**
 * An organization's access to another `depth` levels below it (0 is itself; null is not below it),
 * given its licence's sub-organization update access.
 */
export function accessStateFor(level: SubOrgAccessLevel, depth: number | null): AccessState {
  if (depth === null || depth < 0) return 'NO_ACCESS';
  if (depth === 0) return 'FULL_ACCESS';
  if (level === 2 || (level === 1 && depth === 1)) return 'FULL_ACCESS';
  return 'LIMITED_ACCESS';
}
