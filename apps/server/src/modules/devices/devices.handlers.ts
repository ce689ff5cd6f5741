import { lockUntilCommit } from '../../platform/db/locks.js';
import type { Deps } from '../../platform/deps.js';
import type { ModuleHooks } from '../../platform/hooks.js';
import { pushToDevices } from './devices.push.js';
import {
  deviceIdsOf,
  isDeviceThumbnail,
  moveOrganizationDevices,
  renameGroup,
  topLevelGroups,
} from './devices.repository.js';
import { freeName } from '../../platform/text/free-name.js';

/**
 * A transferred organization's screens go with its data: its top-level groups join the receiver's top
 * level (a clashing name gets the first free " (n)"), its devices and schedule entries follow, and the
 * screens fetch their manifests again. The receiver's device limit does not apply to screens arriving
 * this way.
 */
async function transferDevices(tx: Deps, fromId: number, toId: number): Promise<void> {
  await lockUntilCommit(tx.db, 'organizationDevices', toId);
  const taken = new Set((await topLevelGroups(tx.db, toId)).map((group) => group.name.toLowerCase()));
  for (const group of await topLevelGroups(tx.db, fromId)) {
    const name = freeName(group.name, taken);
    taken.add(name.toLowerCase());
    if (name !== group.name) await renameGroup(tx.db, group.id, name, tx.now());
  }
  const moved = await deviceIdsOf(tx.db, fromId);
  await moveOrganizationDevices(tx.db, fromId, toId);
  // their manifests name the organization they play for
  await pushToDevices(tx, moved, { type: 'content' });
}

/**
 * The devices' part elsewhere: moving with a transferred organization, and keeping the thumbnails screens
 * sent while a device shows them. A deleted user's devices stay their organization's (who added them is
 * forgotten by the database).
 */
export const devicesHooks: ModuleHooks = {
  organizationData: [transferDevices],
  // the pictures screens sent
  blobUsers: [(deps, key) => isDeviceThumbnail(deps.db, key)],
};
