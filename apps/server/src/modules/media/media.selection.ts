import type { OwnSection } from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/http/app-error.js';
import { isFolderVisible } from './media.folders.usecases.js';
import {
  folderViewsByIds,
  visibleItemsByIds,
  type MediaFolderView,
  type MediaItemView,
} from './media.repository.js';
import type { MediaActor } from './media.policy.js';

/** The items and folders one call acts on, all of them seen by the actor (else 404), locked for update. */
export type Selection = { items: MediaItemView[]; folders: MediaFolderView[] };

export async function loadSelection(
  tx: Pick<Deps, 'db'>,
  actor: MediaActor,
  ids: readonly number[],
  folderIds: readonly number[],
): Promise<Selection> {
  const unique = [...new Set(ids)];
  const items = await visibleItemsByIds(tx.db, actor, unique, true);
  if (items.length !== unique.length) throw new AppError('NOT_FOUND');
  const uniqueFolders = [...new Set(folderIds)];
  const folders = (await folderViewsByIds(tx.db, actor.user.organizationId, uniqueFolders)).filter((folder) =>
    isFolderVisible(actor, folder),
  );
  if (folders.length !== uniqueFolders.length) throw new AppError('NOT_FOUND');
  return { items, folders };
}

/** The one section a selection lies in (moves stay within a section). */
export function sectionOf(selection: Selection): OwnSection {
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
