import { readSlideData, type TManifestSlide, type TSlideData } from '@placard/contract';
import type { Database } from '../../platform/db/client.js';
import type { Deps } from '../../platform/deps.js';
import type { OrganizationDataHandler } from '../../platform/hooks.js';
import { slidesOf } from './playlists.repository.js';
import {
  hasPublication,
  movePublicationsBetween,
  replacePublication,
} from './playlists.publications.repository.js';
import type { PlaylistRow, SlideRow } from './playlists.table.js';

/**
 * Publications: what a playlist looked like when it was last published. Screens play these, never
 * the draft, so editing a playlist changes nothing on a screen until it is published again.
 */

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
  await replacePublication(db, {
    playlistId: playlist.id,
    organizationId: playlist.organizationId,
    name: playlist.name,
    aspect: playlist.aspect,
    overlaySlideId: playlist.overlaySlideId,
    slides: published,
    media: publicationMedia(published.map((slide) => slide.data)),
    publishedAt: now,
  });
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
  if (!(await hasPublication(tx.db, playlist.id)))
    await writePublication(tx.db, playlist, await slidesOf(tx.db, playlist.id), tx.now());
  return true;
}

/** Before playlists are deleted (inside the transaction): whoever plays them is told. */
export function beforePlaylistsDeleted(tx: Deps, playlistIds: readonly number[]): Promise<void> {
  return playlistsChanged(tx, playlistIds);
}

/** Publications move with their playlists when an organization's data goes to another. */
export const movePublications: OrganizationDataHandler = (tx, fromId, toId) =>
  movePublicationsBetween(tx.db, fromId, toId);
