import { describe, expect, it } from 'vitest';
import { folderRows } from './folderTree';

const folder = (id: number, name: string, parentId: number | null = null) => ({ id, name, parentId });

const FOLDERS = [
  folder(1, 'Summer'),
  folder(2, 'Autumn'),
  folder(3, 'Beach', 1),
  folder(4, 'Menus 10', 2),
  folder(5, 'Menus 9', 2),
  folder(6, 'Waves', 3),
];

describe('move-to folder tree', () => {
  it('lists the top level first, then each folder under its parent in name order', () => {
    const rows = folderRows(FOLDERS, new Set(), 'My media');
    expect(rows.map((row) => [row.name, row.depth])).toEqual([
      ['My media', 0],
      ['Autumn', 1],
      ['Menus 9', 2],
      ['Menus 10', 2],
      ['Summer', 1],
      ['Beach', 2],
      ['Waves', 3],
    ]);
    expect(rows[0]).toEqual({ id: null, name: 'My media', depth: 0, disabled: false });
  });

  it('disables the folders being moved and everything inside them', () => {
    const rows = folderRows(FOLDERS, new Set([1]), 'My media');
    const disabled = rows.filter((row) => row.disabled).map((row) => row.name);
    expect(disabled).toEqual(['Summer', 'Beach', 'Waves']);
    expect(rows.find((row) => row.id === null)?.disabled).toBe(false);
  });

  it('shows a folder whose parent is not listed at the top level, and survives a loop', () => {
    const rows = folderRows([folder(7, 'Lost', 99), folder(8, 'A', 9), folder(9, 'B', 8)], new Set(), 'Top');
    expect(rows.map((row) => row.name)).toEqual(['Top', 'Lost']);
  });
});
