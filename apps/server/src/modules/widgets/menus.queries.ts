import type { TMenu } from '@placard/contract';
import type { Database } from '../../platform/db/client.js';
import { presentMenu } from './menus.present.js';
import { menusByRefs } from './menus.repository.js';

/** What other modules read of menus. */

/**
 * The menus screens show (for their manifest, keyed by `menuDataKey`): each by id, only when it
 * belongs to the organization named with it.
 */
export async function menusForScreens(
  db: Database,
  refs: readonly { organizationId: number; menuId: number }[],
): Promise<TMenu[]> {
  const rows = await menusByRefs(db, refs);
  return rows.map(presentMenu);
}
