import type { MediaKind } from '@placard/contract';
import type { Database } from '../../platform/db/client.js';
import { fileUrl } from '../../platform/storage/blob-storage.js';
import type { LibraryActor } from '../library/library.policy.js';
import { visibleItemsByIds } from './media.repository.js';

/** What other modules read of media items. */

/** Where a media item's files are served: the file, a video's poster, a PDF's pages. */
export type MediaFiles = { url: string; posterUrl: string | null; pages: string[]; kind: MediaKind };

/** The files of the media items among `ids` the actor sees, by id. */
export async function visibleMediaFiles(
  db: Database,
  actor: LibraryActor,
  ids: readonly number[],
): Promise<Map<number, MediaFiles>> {
  const items = await visibleItemsByIds(db, actor, ids);
  return new Map(
    items.map((item) => [
      item.id,
      {
        url: fileUrl(item.blobKey),
        posterUrl: item.thumbnailKey ? fileUrl(item.thumbnailKey) : null,
        pages: item.pageKeys.map(fileUrl),
        kind: item.kind,
      },
    ]),
  );
}

/** A picture of the library as another module places it: its file's address and natural size. */
export type MediaPicture = {
  id: number;
  name: string;
  url: string;
  width: number | null;
  height: number | null;
};

/** The pictures (images and GIFs, not videos or documents) among `ids` the actor sees, by id. */
export async function visiblePictures(
  db: Database,
  actor: LibraryActor,
  ids: readonly number[],
): Promise<Map<number, MediaPicture>> {
  const items = await visibleItemsByIds(db, actor, ids);
  return new Map(
    items
      .filter((item) => item.kind === 'image' || item.kind === 'gif')
      .map((item) => [
        item.id,
        { id: item.id, name: item.name, url: fileUrl(item.blobKey), width: item.width, height: item.height },
      ]),
  );
}
