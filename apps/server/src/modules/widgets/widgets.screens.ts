import {
  menuDataKey,
  slideMenuIds,
  slideWidgetSources,
  type TManifestWidgetData,
  type TSlideData,
} from '@placard/contract';
import type { Database } from '../../platform/db/client.js';
import type { PlaylistsChangedHandler } from '../../platform/hooks.js';
import { fileUrl } from '../../platform/storage/blob-storage.js';
import { publicationsOf } from '../playlists/playlists.queries.js';
import { menusForScreens } from './menus.queries.js';
import { claimSource, readSourcesByKeys, replaceUses } from './widgets.repository.js';
import { ensureSource, sourceKeyOf } from './widgets.sources.js';

/**
 * The widgets' part in what screens play: the sources a publication shows are read on their schedule
 * while it is published, and a screen's manifest carries their last good snapshots.
 */

/**
 * When playlists are published again (or are about to be deleted, their uses going with them): the
 * sources their publications show are made if new and recorded as theirs. A source never read is
 * read at once (as a job, after the publish commits), so its screens soon have its data.
 */
export const recordPublishedSources: PlaylistsChangedHandler = async (tx, playlistIds) => {
  const uses: { playlistId: number; sourceId: number }[] = [];
  for (const publication of await publicationsOf(tx.db, playlistIds)) {
    for (const source of slideWidgetSources(publication.slides.map((slide) => slide.data))) {
      const row = await ensureSource(tx, source, publication.organizationId);
      uses.push({ playlistId: publication.playlistId, sourceId: row.id });
      if (row.attemptedAt === null && (await claimSource(tx.db, row.id, tx.now()))) {
        await tx.jobs.enqueue('widgets.refresh', { sourceId: row.id });
      }
    }
  }
  await replaceUses(tx.db, playlistIds, uses);
};

export type ScreenWidgetData = {
  /** by the key each widget finds its data under, in key order */
  widgets: Record<string, TManifestWidgetData>;
  /** the files the snapshots show (stories' pictures), for the screen to keep */
  media: string[];
};

/** What a screen plays: the slides of one organization's publication. */
export type PublishedSlides = { organizationId: number; slides: readonly Pick<TSlideData, 'elements'>[] };

/**
 * The data every widget of these publications shows: the last good reading of each outside source
 * (one never read is left out), and each menu as it is now (a menu of another organization than the
 * publication's is never given).
 */
export async function screenWidgetData(
  db: Database,
  publications: readonly PublishedSlides[],
): Promise<ScreenWidgetData> {
  // a Facebook or Instagram source is each organization's own: its hash names the publication's
  const keyByHash = new Map<string, string>();
  for (const { organizationId, slides } of publications) {
    for (const source of slideWidgetSources(slides))
      keyByHash.set(sourceKeyOf(source, organizationId), source.key);
  }
  const rows = await readSourcesByKeys(db, [...keyByHash.keys()]);
  const entries: [string, TManifestWidgetData][] = [];
  const media = new Set<string>();
  for (const row of rows) {
    const key = keyByHash.get(row.sourceKey);
    if (key === undefined || !row.snapshot || !row.fetchedAt) continue;
    entries.push([
      key,
      {
        snapshot: row.snapshot,
        updatedAt: row.fetchedAt.toISOString(),
        stale: row.errorCode !== null,
        refreshMinutes: row.refreshMinutes,
      },
    ]);
    for (const blob of row.blobKeys) media.add(fileUrl(blob));
  }
  const menuRefs = publications.flatMap(({ organizationId, slides }) =>
    slideMenuIds(slides.flatMap((slide) => slide.elements)).map((menuId) => ({ organizationId, menuId })),
  );
  for (const menu of await menusForScreens(db, menuRefs)) {
    entries.push([menuDataKey(menu.id), { snapshot: menu, updatedAt: menu.updatedAt, stale: false }]);
    for (const item of menu.items) if (item.pictureUrl) media.add(item.pictureUrl);
  }
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { widgets: Object.fromEntries(entries), media: [...media] };
}
