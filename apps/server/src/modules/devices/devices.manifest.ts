import {
  readSlideData,
  SLIDE_DOCUMENT_VERSION,
  slideDataForVersion,
  type TEntrySource,
  type TManifest,
  type TManifestEntry,
  type TManifestPlaylist,
  type TSlideData,
} from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { activeAlertsOn } from '../alerts/alerts.queries.js';
import { publicationsOf, type PublicationRow } from '../playlists/playlists.queries.js';
import { screenWidgetData } from '../widgets/widgets.screens.js';
import { chainOf, type Ancestor } from './groups.repository.js';
import { entriesForDevice, playbackDevice, type EntryRow } from './schedules.repository.js';

export type ManifestBody = Omit<TManifest, 'revision'>;

/** A slide document as a player knowing `slideVersion` reads it (the current version without one). */
function slideDataFor(data: TSlideData, slideVersion: number | undefined): TSlideData {
  const current = data.version === SLIDE_DOCUMENT_VERSION ? data : readSlideData(data);
  if (slideVersion === undefined || slideVersion >= SLIDE_DOCUMENT_VERSION) return current;
  return slideDataForVersion(current, slideVersion) as TSlideData;
}

function manifestPlaylist(row: PublicationRow, slideVersion: number | undefined): TManifestPlaylist {
  return {
    id: row.playlistId,
    name: row.name,
    publicationId: row.id,
    publishedAt: row.publishedAt.toISOString(),
    aspect: row.aspect,
    overlaySlideId: row.overlaySlideId,
    slides: row.slides.map((slide) => ({ ...slide, data: slideDataFor(slide.data, slideVersion) })),
  };
}

const distanceOf = (source: TEntrySource) => (source.type === 'device' ? 0 : source.distance);

/**
 * The entries a screen plays, as its manifest lists them: its own and those of its group and the
 * groups above it (`chain`, the screen's own group at distance 0, as chainOf gives it), each with
 * where it comes from, leaving out entries of playlists never published (not in `published`); own
 * entries first, then nearer groups, each list in its order.
 */
export function screenEntries(
  rows: readonly EntryRow[],
  chain: readonly Ancestor[],
  published: ReadonlySet<number>,
): TManifestEntry[] {
  // the device's own group is 1 step away from it, that group's parent 2, …
  const groups = new Map(chain.map((group) => [group.id, group]));
  const sourceOf = (row: EntryRow): TEntrySource => {
    const group = row.groupId === null ? undefined : groups.get(row.groupId);
    if (!group) return { type: 'device' };
    return { type: 'group', groupId: group.id, groupName: group.name, distance: group.distance + 1 };
  };
  return rows
    .filter((row) => published.has(row.playlistId))
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      playlistId: row.playlistId,
      schedule: row.schedule,
      source: sourceOf(row),
      index: row.position,
      createdAt: row.createdAt.toISOString(),
    }))
    .sort((a, b) => distanceOf(a.source) - distanceOf(b.source) || a.index - b.index || a.id - b.id);
}

/**
 * What a screen plays: its own entries and those of its group and the groups above it (each with where
 * it comes from), the publications of the playlists they play, and every file those show. Entries of
 * playlists never published are left out. The order is fixed (own entries first, then nearer groups,
 * each list in its order; playlists by id; files sorted), so an unchanged manifest hashes the same.
 * The alerts active on it now come next, newest first, then the data of the widgets the playlists
 * show (their pictures among the files). Seven queries whatever the screen plays. Null when
 * there is no such device.
 */
export async function buildManifest(
  deps: Pick<Deps, 'db' | 'now'>,
  deviceId: number,
  options: { slideVersion?: number } = {},
): Promise<ManifestBody | null> {
  const device = await playbackDevice(deps.db, deviceId);
  if (!device) return null;
  const chain = device.groupId === null ? [] : await chainOf(deps.db, device.groupId);
  const rows = await entriesForDevice(
    deps.db,
    device.id,
    chain.map((group) => group.id),
  );
  const publications = await publicationsOf(deps.db, [...new Set(rows.map((row) => row.playlistId))]);
  const entries = screenEntries(rows, chain, new Set(publications.map((row) => row.playlistId)));

  const alerts = await activeAlertsOn(
    deps.db,
    { deviceId: device.id, organizationId: device.organizationId, groupIds: chain.map((group) => group.id) },
    deps.now(),
  );
  const widgetData = await screenWidgetData(
    deps.db,
    publications.map((row) => ({
      organizationId: row.organizationId,
      slides: row.slides.map((slide) => slide.data),
    })),
  );
  const media = new Set([...publications.flatMap((row) => row.media), ...widgetData.media]);
  return {
    device: {
      id: device.id,
      deviceKey: device.deviceKey,
      name: device.name,
      timezone: device.timezone,
      interactive: device.interactive,
      organizationId: device.organizationId,
    },
    entries,
    playlists: publications.map((row) => manifestPlaylist(row, options.slideVersion)),
    media: [...media].sort(),
    alerts,
    widgets: widgetData.widgets,
  };
}
