import type { TMediaFolder } from '@placard/contract';

type FolderLike = Pick<TMediaFolder, 'id' | 'name' | 'parentId'>;

/** One line of the move-to picker: the section's top level (id null) or a folder, indented by depth. */
export interface FolderRow {
  id: number | null;
  name: string;
  depth: number;
  /** a folder being moved, or one inside it: nothing can move there */
  disabled: boolean;
}

function childrenByParent(folders: readonly FolderLike[]): Map<number | null, FolderLike[]> {
  const ids = new Set(folders.map((folder) => folder.id));
  const children = new Map<number | null, FolderLike[]>();
  for (const folder of folders) {
    // a folder whose parent is not listed is shown at the top level
    const parent = folder.parentId !== null && ids.has(folder.parentId) ? folder.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), folder]);
  }
  for (const list of children.values()) {
    list.sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true }));
  }
  return children;
}

/**
 * The section as a tree, top level first, each folder under its parent in name order. The folders
 * being moved and everything inside them are disabled, so a folder never moves into itself.
 */
export function folderRows(
  folders: readonly FolderLike[],
  moving: ReadonlySet<number>,
  topLevelName: string,
): FolderRow[] {
  const children = childrenByParent(folders);
  const rows: FolderRow[] = [{ id: null, name: topLevelName, depth: 0, disabled: false }];
  const seen = new Set<number>();
  const visit = (parent: number | null, depth: number, disabled: boolean) => {
    for (const folder of children.get(parent) ?? []) {
      if (seen.has(folder.id)) continue;
      seen.add(folder.id);
      const off = disabled || moving.has(folder.id);
      rows.push({ id: folder.id, name: folder.name, depth, disabled: off });
      visit(folder.id, depth + 1, off);
    }
  };
  visit(null, 1, false);
  return rows;
}
