import type { TMediaFolder, TMediaItem } from '@placard/contract';

/** What an action is done to: some items and folders (one of them, or a selection). */
export interface LibraryTarget {
  items: readonly TMediaItem[];
  folders: readonly TMediaFolder[];
}

export function targetOfItem(item: TMediaItem): LibraryTarget {
  return { items: [item], folders: [] };
}

export function targetOfFolder(folder: TMediaFolder): LibraryTarget {
  return { items: [], folders: [folder] };
}

/** The ids a selection call takes. */
export function selectionOf(target: LibraryTarget): { ids: number[]; folderIds: number[] } {
  return { ids: target.items.map((item) => item.id), folderIds: target.folders.map((folder) => folder.id) };
}
