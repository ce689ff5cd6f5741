import type { TPlayerPush } from '@placard/contract';
import type { Database } from '../../platform/db/client.js';
import type { Deps } from '../../platform/deps.js';

/** The channel every server instance listens on to reach the screens connected to it. */
export const PLAYER_CHANNEL = 'placard_player';

/** What travels on PLAYER_CHANNEL: a push for some devices (by id). */
export type PlayerEvent = { deviceIds: number[]; push: TPlayerPush };

/** Device ids per NOTIFY, well under its 8000-byte limit. */
const IDS_PER_EVENT = 500;

/**
 * Tells the given screens, wherever they are connected, that something changed for them. Called
 * inside a transaction (pass its db), the push leaves when the transaction commits.
 */
export async function pushToDevices(
  deps: Pick<Deps, 'db' | 'events'>,
  deviceIds: readonly number[],
  push: TPlayerPush,
  db: Database = deps.db,
): Promise<void> {
  const unique = [...new Set(deviceIds)];
  for (let start = 0; start < unique.length; start += IDS_PER_EVENT) {
    const event: PlayerEvent = { deviceIds: unique.slice(start, start + IDS_PER_EVENT), push };
    await deps.events.publish(PLAYER_CHANNEL, event, db);
  }
}
