import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { readSlideData, type TManifestSlide, type TSlideData } from '@placard/contract';
import type { Database } from '../../platform/db/client.js';
import type { Deps } from '../../platform/deps.js';
import type { OrganizationDataHandler } from '../../platform/hooks.js';
import { slidesOf } from './playlists.repository.js';
import { playlistPublications, type PlaylistRow, type SlideRow } from './playlists.table.js';

/**
 * Publications: what a playlist looked like when it was last published. Screens play these, never
 * the draft, so editing a playlist changes nothing on a screen until it is published again.
 */

export type PublicationRow = typeof playlistPublications.$inferSelect;

/**
 * Tells whoever plays playlists (the screens, through deps.hooks: this module knows nothing of them),
 * inside the transaction, that the playlists changed: one was published again, or they are about to
 * be deleted.
 */
async function playlistsChanged(tx: Deps, playlistIds: readonly number[]): Promise<void> {
  if (playlistIds.length === 0) return;
  for (const handler of tx.hooks.playlistsChanged) await handler(tx, playlistIds);
}

/** Every file a playlist's slides show (element files, video posters, background images), sorted. */
export function publicationMedia(slides: readonly TSlideData[]): string[] {
  const urls = new Set<string>();
  const add = (url: string | null) => {
    if (url) urls.add(url);
  };
  for (const slide of slides) {
    for (const element of slide.elements) {
      if (element.eltype === 'image') add(element.contents.url);
      if (element.eltype === 'video') {
        add(element.contents.url);
        add(element.contents.posterUrl);
      }
    }
    if (slide.background.type === 'image') add(slide.background.url);
  }
  return [...urls].sort();
}

/** The slides as screens get them: each with its duration and its document in the current version. */
export function publishedSlides(slides: readonly SlideRow[]): TManifestSlide[] {
  return slides.map((slide) => {
    const data = readSlideData(slide.data);
    return { id: slide.id, duration: data.duration, data };
  });
}

type Publishable = Pick<PlaylistRow, 'id' | 'organizationId' | 'name' | 'aspect' | 'overlaySlideId'>;

async function writePublication(
  db: Database,
  playlist: Publishable,
  slides: readonly SlideRow[],
  now: Date,
): Promise<void> {
  const published = publishedSlides(slides);
  const values = {
    organizationId: playlist.organizationId,
    name: playlist.name,
    aspect: playlist.aspect,
    overlaySlideId: playlist.overlaySlideId,
    slides: published,
    media: publicationMedia(published.map((slide) => slide.data)),
    publishedAt: now,
  };
  // a new row each time, so its id tells screens the publication changed
  await db.delete(playlistPublications).where(eq(playlistPublications.playlistId, playlist.id));
  await db.insert(playlistPublications).values({ playlistId: playlist.id, ...values });
}

/**
 * Publishes a playlist as it is now (inside the publish transaction): its publication is replaced,
 * and the screens that play it are told.
 */
export async function publishSnapshot(
  tx: Deps,
  playlist: Publishable,
  slides: readonly SlideRow[],
  now: Date,
): Promise<void> {
  await writePublication(tx.db, playlist, slides, now);
  await playlistsChanged(tx, [playlist.id]);
}

/**
 * Whether a playlist can be played on screens: it is published. A playlist published before
 * publications were kept gets its publication now (unchanged since publishing, it is still the same).
 */
export async function ensurePublication(
  tx: Deps,
  playlist: Publishable & Pick<PlaylistRow, 'isPublished'>,
): Promise<boolean> {
  if (!playlist.isPublished) return false;
  const [existing] = await tx.db
    .select({ id: playlistPublications.id })
    .from(playlistPublications)
    .where(eq(playlistPublications.playlistId, playlist.id));
  if (!existing) await writePublication(tx.db, playlist, await slidesOf(tx.db, playlist.id), tx.now());
  return true;
}

/** The publications of these playlists (those that have one), by playlist id. */
export async function publicationsOf(
  db: Database,
  playlistIds: readonly number[],
): Promise<PublicationRow[]> {
  if (playlistIds.length === 0) return [];
  return db
    .select()
    .from(playlistPublications)
    .where(inArray(playlistPublications.playlistId, [...playlistIds]))
    .orderBy(asc(playlistPublications.playlistId));
}

/**
 * Which of these playlists a screen can play: they have a publication with a slide in it (a screen
 * passes over the entries of the others, as if they were not there).
 */
export async function playablePlaylistIds(
  db: Database,
  playlistIds: readonly number[],
): Promise<Set<number>> {
  if (playlistIds.length === 0) return new Set();
  const rows = await db
    .select({ playlistId: playlistPublications.playlistId })
    .from(playlistPublications)
    .where(
      and(
        inArray(playlistPublications.playlistId, [...playlistIds]),
        sql`jsonb_array_length(${playlistPublications.slides}) > 0`,
      ),
    );
  return new Set(rows.map((row) => row.playlistId));
}

/** Before playlists are deleted (inside the transaction): whoever plays them is told. */
export function beforePlaylistsDeleted(tx: Deps, playlistIds: readonly number[]): Promise<void> {
  return playlistsChanged(tx, playlistIds);
}

/** Publications move with their playlists when an organization's data goes to another. */
export const movePublications: OrganizationDataHandler = async (tx, fromId, toId) => {
  await tx.db
    .update(playlistPublications)
    .set({ organizationId: toId })
    .where(eq(playlistPublications.organizationId, fromId));
};
