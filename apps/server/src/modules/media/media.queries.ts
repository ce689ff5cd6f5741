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
