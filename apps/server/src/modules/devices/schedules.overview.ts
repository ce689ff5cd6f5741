import type { z } from 'zod';
import {
  instantOf,
  isTimeZone,
  timelineBlocks,
  wallClock,
  type TEntryOwner,
  type TOverviewEntry,
  type TScheduleOverview,
  type TimelineScreen,
  type ZScheduleOverviewRequest,
} from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { playablePlaylistIds } from '../playlists/playlists.queries.js';
import { actingOrganizationId, requireDevice, type DeviceActor } from './devices.access.js';
import { screenEntries } from './devices.manifest.js';
import { chainAmong, organizationGroups } from './groups.repository.js';
import { requireGroup } from './groups.usecases.js';
import { organizationEntries, organizationScreens } from './schedules.repository.js';
import { presentEntry } from './schedules.usecases.js';

export type ScheduleOverviewRequest = z.output<typeof ZScheduleOverviewRequest>;

/**
 * /schedule/overview: what plays on the organization's screens from one day to another, in the
 * timezone asked for; all of them, one screen, or those in a group and the groups below it. Each screen
 * is worked out as it works itself out: the entries its manifest lists (screenEntries), in its own
 * timezone, by the precedence rule (timelineBlocks). Four queries whatever the organization holds.
 */
export async function scheduleOverview(
  deps: Pick<Deps, 'db'>,
  actor: DeviceActor,
  request: ScheduleOverviewRequest,
): Promise<TScheduleOverview> {
  const organizationId = actingOrganizationId(actor);
  const device = request.deviceKey === undefined ? null : await requireDevice(deps, actor, request.deviceKey);
  const group = request.groupId === undefined ? null : await requireGroup(deps, actor, request.groupId);

  const groups = new Map((await organizationGroups(deps.db, organizationId)).map((row) => [row.id, row]));
  const chains = new Map<number, ReturnType<typeof chainAmong>>();
  const chainOf = (groupId: number | null) => {
    if (groupId === null) return [];
    let chain = chains.get(groupId);
    if (!chain) {
      chain = chainAmong(groups, groupId);
      chains.set(groupId, chain);
    }
    return chain;
  };
  const screens = (await organizationScreens(deps.db, organizationId)).filter((screen) => {
    if (device) return screen.id === device.id;
    if (group) return chainOf(screen.groupId).some((above) => above.id === group.id);
    return true;
  });

  const rows = await organizationEntries(deps.db, organizationId);
  // what the screen plays: entries of playlists published with slides (it passes over the others)
  const playable = await playablePlaylistIds(deps.db, [...new Set(rows.map((row) => row.playlistId))]);
  const listed = (owner: 'deviceId' | 'groupId') => {
    const lists = new Map<number, typeof rows>();
    for (const row of rows) {
      const id = row[owner];
      if (id === null) continue;
      const list = lists.get(id);
      if (list) list.push(row);
      else lists.set(id, [row]);
    }
    return lists;
  };
  const [ofDevice, ofGroup] = [listed('deviceId'), listed('groupId')];
  const timeline: TimelineScreen[] = screens.map((screen) => {
    const chain = chainOf(screen.groupId);
    const own = [
      ...(ofDevice.get(screen.id) ?? []),
      ...chain.flatMap((above) => ofGroup.get(above.id) ?? []),
    ];
    return {
      key: screen.deviceKey,
      // a screen reads an unknown timezone as UTC rather than stopping (the player does the same)
      timeZone: isTimeZone(screen.timezone) ? screen.timezone : 'UTC',
      entries: screenEntries(own, chain, playable),
    };
  });

  const from = instantOf(wallClock(request.from), request.timezone);
  const to = instantOf(wallClock(request.to), request.timezone);
  const blocks = timelineBlocks(timeline, from, to);

  const named = new Set(
    blocks.flatMap((block) => [
      block.entryId,
      ...(block.overriddenBy ? [block.overriddenBy.entryId] : []),
      ...block.overrides.map((other) => other.entryId),
    ]),
  );
  const byId = new Map(screens.map((screen) => [screen.id, screen]));
  const ownerOf = (row: (typeof rows)[number]): TEntryOwner | null => {
    if (row.deviceId !== null) {
      const screen = byId.get(row.deviceId);
      return screen
        ? { type: 'device', deviceKey: screen.deviceKey, deviceId: screen.id, name: screen.name }
        : null;
    }
    const owner = row.groupId === null ? undefined : groups.get(row.groupId);
    return owner ? { type: 'group', groupId: owner.id, name: owner.name } : null;
  };
  const entries = rows.flatMap((row): TOverviewEntry[] => {
    const owner = named.has(row.id) ? ownerOf(row) : null;
    return owner ? [{ ...presentEntry(row), owner }] : [];
  });

  return {
    from: from.toISOString(),
    to: to.toISOString(),
    timezone: request.timezone,
    screens: screens.map(({ id, deviceKey, name, timezone, groupId }) => ({
      id,
      deviceKey,
      name,
      timezone,
      groupId,
    })),
    entries,
    blocks: blocks.map((block) => ({
      entryId: block.entryId,
      start: block.start.toISOString(),
      end: block.end.toISOString(),
      deviceKeys: block.screens,
      overriddenBy: block.overriddenBy,
      overrides: block.overrides,
    })),
  };
}
