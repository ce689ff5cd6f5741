import type { TMediaFolder } from '@placard/contract';

/** What every library item has: a media file or a playlist. */
export interface LibraryEntry {
  id: number;
  name: string;
}

/** What an action is done to: some items and folders (one of them, or a selection). */
export interface LibraryTarget<T extends LibraryEntry = LibraryEntry> {
  items: readonly T[];
  folders: readonly TMediaFolder[];
}

export function targetOfItem<T extends LibraryEntry>(item: T): LibraryTarget<T> {
  return { items: [item], folders: [] };
}

export function targetOfFolder<T extends LibraryEntry = LibraryEntry>(
  folder: TMediaFolder,
): LibraryTarget<T> {
  return { items: [], folders: [folder] };
}

/** The ids a selection call takes. */
export function selectionOf(target: LibraryTarget): { ids: number[]; folderIds: number[] } {
  return { ids: target.items.map((item) => item.id), folderIds: target.folders.map((folder) => folder.id) };
}
