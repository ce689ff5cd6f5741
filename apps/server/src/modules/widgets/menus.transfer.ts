import { eq, sql } from 'drizzle-orm';
import { MENU_NAME_MAX_LENGTH } from '@placard/contract';
import { lockUntilCommit } from '../../platform/db/locks.js';
import type { Deps } from '../../platform/deps.js';
import { freeName } from '../../platform/text/free-name.js';
import { menus } from './menus.table.js';

/**
 * A transferred organization's menus go to the receiver with its playlists (a clashing name gets the
 * first free " (n)"); the slides showing them keep showing them.
 */
export async function transferMenus(tx: Deps, fromId: number, toId: number): Promise<void> {
  await lockUntilCommit(tx.db, 'menuNames', toId);
  const rows = await tx.db
    .select({ id: menus.id, name: menus.name, organizationId: menus.organizationId })
    .from(menus)
    .where(sql`${menus.organizationId} in (${fromId}, ${toId})`);
  const taken = new Set(
    rows.filter((row) => row.organizationId === toId).map((row) => row.name.toLowerCase()),
  );
  for (const row of rows.filter((candidate) => candidate.organizationId === fromId)) {
    const name = freeName(row.name, taken, MENU_NAME_MAX_LENGTH);
    taken.add(name.toLowerCase());
    await tx.db.update(menus).set({ name, organizationId: toId }).where(eq(menus.id, row.id));
  }
}
