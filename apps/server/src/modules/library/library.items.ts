import type { MediaSection, OwnSection } from '@placard/contract';
import type { Database } from '../../platform/db/client.js';
import type { Deps } from '../../platform/deps.js';
import type { LibraryActor, LibraryItem } from './library.policy.js';
import type { LibraryKind } from './library.table.js';

/** Where an item goes when moved, shared or unshared, or handed to another user. */
export type ItemPlacement = {
  section?: MediaSection;
  folderId?: number | null;
  creatorUserId?: number | null;
  updatedAt: Date;
};

/** What the folder, move, share and delete rules need of a library's items (media, playlists). */
export type LibraryItems<Row extends LibraryItem> = {
  library: LibraryKind;
  /** the items of these ids the actor sees in any section; with forUpdate, row-locked */
  visibleByIds(db: Database, actor: LibraryActor, ids: readonly number[], forUpdate: boolean): Promise<Row[]>;
  inFolders(db: Database, folderIds: readonly number[]): Promise<Row[]>;
  place(db: Database, ids: readonly number[], placement: ItemPlacement): Promise<void>;
  /** deletes inside the caller's transaction */
  remove(tx: Deps, ids: readonly number[]): Promise<void>;
  /** after the transaction committed (e.g. sweeping files nothing refers to any more) */
  afterRemove?(deps: Deps): Promise<unknown>;
  /** for a library whose names are unique in each place (playlists): sharing and unsharing keep them so */
  names?: UniqueNames<Row>;
};

/** Names unique per place: the organization's Shared, or each creator's My. */
export type UniqueNames<Row extends LibraryItem> = {
  /** taken before the items are read, and held until commit */
  lock(tx: Deps, actor: LibraryActor): Promise<void>;
  /** refuses (NAME_TAKEN) when another item of the place an item goes to has its name */
  assertFree(tx: Deps, actor: LibraryActor, rows: readonly Row[], section: OwnSection): Promise<void>;
};
