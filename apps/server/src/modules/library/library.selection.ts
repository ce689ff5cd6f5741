import type { OwnSection } from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/http/app-error.js';
import { isFolderVisible } from './library.folders.usecases.js';
import { folderViewsByIds, type LibraryFolderView } from './library.folders.repository.js';
import type { LibraryItems } from './library.items.js';
import type { LibraryActor, LibraryItem } from './library.policy.js';

/** The items and folders one call acts on, all of them seen by the actor (else 404), locked for update. */
export type Selection<Row extends LibraryItem> = { items: Row[]; folders: LibraryFolderView[] };

export async function loadSelection<Row extends LibraryItem>(
  tx: Pick<Deps, 'db'>,
  items: LibraryItems<Row>,
  actor: LibraryActor,
  ids: readonly number[],
  folderIds: readonly number[],
): Promise<Selection<Row>> {
  const unique = [...new Set(ids)];
  const rows = await items.visibleByIds(tx.db, actor, unique, true);
  if (rows.length !== unique.length) throw new AppError('NOT_FOUND');
  const uniqueFolders = [...new Set(folderIds)];
  const folders = (
    await folderViewsByIds(tx.db, actor.user.organizationId, items.library, uniqueFolders)
  ).filter((folder) => isFolderVisible(actor, folder));
  if (folders.length !== uniqueFolders.length) throw new AppError('NOT_FOUND');
  return { items: rows, folders };
}

/** The one section a selection lies in (moves stay within a section). */
export function sectionOf(selection: Selection<LibraryItem>): OwnSection {
  const sections = new Set([
    ...selection.items.map((item) => item.section),
    ...selection.folders.map((f) => f.section),
  ]);
  const [section] = sections;
  if (sections.size !== 1 || section === undefined || section === 'stock') {
    throw new AppError('BAD_REQUEST', { fields: { ids: 'errors.BAD_REQUEST' } });
  }
  return section;
}
