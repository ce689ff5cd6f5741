import type { TPlayerPush } from '@placard/contract';
import type { Database } from '../../platform/db/client.js';
import type { Deps } from '../../platform/deps.js';
import { EVENT_PAYLOAD_MAX_BYTES } from '../../platform/events/event-bus.js';

/** The channel every server instance listens on to reach the screens connected to it. */
export const PLAYER_CHANNEL = 'placard_player';

/** What travels on PLAYER_CHANNEL: a push for some devices (by id). */
export type PlayerEvent = { deviceIds: number[]; push: TPlayerPush };

/** Device ids per NOTIFY at most, well under its 8000-byte limit. */
const IDS_PER_EVENT = 500;
/** The bytes one device id takes in an event at most (10 digits and a comma). */
const ID_BYTES = 11;
/** Room for the event's own JSON around its ids and push. */
const EVENT_FRAME_BYTES = 64;

/** How many device ids fit in one event beside this push (an alert's texts leave room for fewer). */
function idsPerEvent(push: TPlayerPush): number {
  const room = EVENT_PAYLOAD_MAX_BYTES - EVENT_FRAME_BYTES - Buffer.byteLength(JSON.stringify(push));
  return Math.max(1, Math.min(IDS_PER_EVENT, Math.floor(room / ID_BYTES)));
}

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
  const perEvent = idsPerEvent(push);
  for (let start = 0; start < unique.length; start += perEvent) {
    const event: PlayerEvent = { deviceIds: unique.slice(start, start + perEvent), push };
    await deps.events.publish(PLAYER_CHANNEL, event, db);
  }
}
