import {
  menuDataKey,
  type TMenu,
  type TMenuCreateRequest,
  type TMenuDocument,
  type TMenuItem,
  type TMenuList,
  type TMenuRenameRequest,
} from '@placard/contract';
import { lockUntilCommit } from '../../platform/db/locks.js';
import type { Database } from '../../platform/db/client.js';
import { inTransaction, type Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/http/app-error.js';
import type { LibraryActor } from '../library/library.policy.js';
import { visibleMediaFiles } from '../media/media.queries.js';
import { playlistsShowingMenu } from '../playlists/playlists.queries.js';
import { presentMenu, presentMenuSummary } from './menus.present.js';
import { deleteMenu, findMenu, insertMenu, menuNameTaken, menusOf, updateMenu } from './menus.repository.js';
import type { MenuRow } from './menus.table.js';
import { widgetError } from './widgets.errors.js';

/** Who works on menus: the organization a request acts for, and the user (for the media they see). */
export type MenuActor = LibraryActor;

/** A menu of the actor's organization, locked for the change when asked; any other is not found. */
async function requireMenu(db: Database, actor: MenuActor, id: number, forUpdate = false): Promise<MenuRow> {
  const row = await findMenu(db, actor.organization.id, id, forUpdate);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** A name no other menu of the organization has, case aside (under the names' lock). */
async function requireFreeName(tx: Deps, actor: MenuActor, name: string, exceptId?: number): Promise<void> {
  await lockUntilCommit(tx.db, 'menuNames', actor.organization.id);
  if (await menuNameTaken(tx.db, actor.organization.id, name, exceptId)) {
    throw new AppError('NAME_TAKEN', { fields: { name: 'errors.NAME_TAKEN' } });
  }
}

/** The screens playing a publication that shows the menu fetch its new data: nothing is republished. */
async function tellScreens(tx: Deps, organizationId: number, menuId: number, menu?: TMenu): Promise<void> {
  const playlistIds = await playlistsShowingMenu(tx.db, organizationId, menuId);
  if (playlistIds.length === 0) return;
  // the menu as it is now goes with the news (a deleted one does not: screens fetch their manifest)
  const update = menu
    ? { key: menuDataKey(menu.id), data: { snapshot: menu, updatedAt: menu.updatedAt, stale: false } }
    : undefined;
  for (const handler of tx.hooks.playlistsDataChanged) await handler(tx, playlistIds, update);
}

/**
 * The items with their pictures' addresses: each picture must be an image (or GIF) of the media
 * library the actor sees, else MENU_PICTURE_INVALID names the item's field.
 */
async function withPictures(tx: Deps, actor: MenuActor, document: TMenuDocument): Promise<TMenuItem[]> {
  const ids = [...new Set(document.items.flatMap((item) => (item.mediaId === null ? [] : [item.mediaId])))];
  const files = await visibleMediaFiles(tx.db, actor, ids);
  // a file is referred to under its blob's lock, so the sweep of unused files never removes it meanwhile
  const keys = [...new Set([...files.values()].map((file) => file.url.slice(file.url.lastIndexOf('/') + 1)))];
  for (const key of keys.sort()) await lockUntilCommit(tx.db, 'mediaBlob', key);
  return document.items.map((item, index) => {
    if (item.mediaId === null) return { ...item, pictureUrl: null };
    const file = files.get(item.mediaId);
    if (!file || (file.kind !== 'image' && file.kind !== 'gif')) {
      throw widgetError('MENU_PICTURE_INVALID', {
        fields: { [`items.${index}.mediaId`]: 'errors.MENU_PICTURE_INVALID' },
      });
    }
    return { ...item, pictureUrl: file.url };
  });
}

/** POST /menu/list: the organization's menus, by name. */
export async function listMenus(deps: Deps, actor: MenuActor): Promise<TMenuList> {
  const rows = await menusOf(deps.db, actor.organization.id);
  return { results: rows.map(presentMenuSummary) };
}

/** POST /menu/info: one menu of the organization, whole. */
export async function menuInfo(deps: Deps, actor: MenuActor, id: number): Promise<TMenu> {
  return presentMenu(await requireMenu(deps.db, actor, id));
}

/** POST /menu/create: an empty menu with one category to start from. */
export function createMenu(deps: Deps, actor: MenuActor, input: TMenuCreateRequest): Promise<TMenu> {
  return inTransaction(deps, async (tx) => {
    await requireFreeName(tx, actor, input.name);
    const now = tx.now();
    const row = await insertMenu(tx.db, {
      organizationId: actor.organization.id,
      name: input.name,
      currency: input.currency,
      numberFormat: null,
      categories: [],
      items: [],
      createdAt: now,
      updatedAt: now,
    });
    return presentMenu(row);
  });
}

/** POST /menu/update: the whole menu as the editor has it; screens showing it hear of it. */
export function changeMenu(
  deps: Deps,
  actor: MenuActor,
  input: TMenuDocument & { id: number },
): Promise<TMenu> {
  return inTransaction(deps, async (tx) => {
    const row = await requireMenu(tx.db, actor, input.id, true);
    if (input.name.toLowerCase() !== row.name.toLowerCase()) {
      await requireFreeName(tx, actor, input.name, row.id);
    }
    const updated = await updateMenu(tx.db, row.id, {
      name: input.name,
      currency: input.currency,
      numberFormat: input.numberFormat,
      categories: input.categories,
      items: await withPictures(tx, actor, input),
      updatedAt: tx.now(),
    });
    const menu = presentMenu(updated);
    await tellScreens(tx, row.organizationId, row.id, menu);
    return menu;
  });
}

/** POST /menu/rename: a new name, free in the organization. */
export function renameMenu(deps: Deps, actor: MenuActor, input: TMenuRenameRequest): Promise<TMenu> {
  return inTransaction(deps, async (tx) => {
    const row = await requireMenu(tx.db, actor, input.id, true);
    await requireFreeName(tx, actor, input.name, row.id);
    const updated = await updateMenu(tx.db, row.id, { name: input.name, updatedAt: tx.now() });
    const menu = presentMenu(updated);
    await tellScreens(tx, row.organizationId, row.id, menu);
    return menu;
  });
}

/** POST /menu/remove: the menu goes; its elements on slides show their placeholder. */
export function removeMenu(deps: Deps, actor: MenuActor, id: number): Promise<void> {
  return inTransaction(deps, async (tx) => {
    const row = await requireMenu(tx.db, actor, id, true);
    await deleteMenu(tx.db, row.id);
    await tellScreens(tx, row.organizationId, row.id);
  });
}
