import { describe, expect, it } from 'vitest';
import { groupNode } from '../test/deviceFixtures';
import {
  allGroupRows,
  expandableGroupIds,
  groupCount,
  moveTargets,
  pathTo,
  subtreeIds,
  visibleGroupRows,
} from './groupTree';

const FLOOR_1 = groupNode({ id: 3, name: 'Floor 1', parentId: 2 });
const FLOOR_2 = groupNode({ id: 4, name: 'Floor 2', parentId: 2 });
const STOCKHOLM = groupNode({ id: 2, name: 'Stockholm', parentId: 1, groups: [FLOOR_1, FLOOR_2] });
const SWEDEN = groupNode({ id: 1, name: 'Sweden', groups: [STOCKHOLM] });
const NORWAY = groupNode({ id: 5, name: 'Norway' });
const TREE = [SWEDEN, NORWAY];

const names = (rows: { node: { name: string }; level: number }[]) =>
  rows.map((row) => `${'-'.repeat(row.level)}${row.node.name}`);

describe('the group tree', () => {
  it('shows the top level closed, and the subgroups of the opened groups under them', () => {
    expect(names(visibleGroupRows(TREE, new Set()))).toEqual(['Sweden', 'Norway']);
    expect(names(visibleGroupRows(TREE, new Set([1])))).toEqual(['Sweden', '-Stockholm', 'Norway']);
    expect(names(visibleGroupRows(TREE, new Set([1, 2])))).toEqual([
      'Sweden',
      '-Stockholm',
      '--Floor 1',
      '--Floor 2',
      'Norway',
    ]);
    // a closed parent hides an opened child
    expect(names(visibleGroupRows(TREE, new Set([2])))).toEqual(['Sweden', 'Norway']);
  });

  it('lists every group for the pickers, and the groups that can open', () => {
    expect(names(allGroupRows(TREE))).toEqual(['Sweden', '-Stockholm', '--Floor 1', '--Floor 2', 'Norway']);
    expect(expandableGroupIds(TREE)).toEqual(new Set([1, 2]));
    expect(groupCount(TREE)).toBe(5);
  });

  it('never offers a group, or a group below it, as the place to move it to', () => {
    expect(subtreeIds(TREE, 2)).toEqual(new Set([2, 3, 4]));
    expect(names(moveTargets(TREE, 2))).toEqual(['Sweden', 'Norway']);
    expect(names(moveTargets(TREE, 3))).toEqual(['Sweden', '-Stockholm', '--Floor 2', 'Norway']);
  });

  it('finds the groups above a group, outermost first', () => {
    expect(pathTo(TREE, 4).map((node) => node.name)).toEqual(['Sweden', 'Stockholm', 'Floor 2']);
    expect(pathTo(TREE, 99)).toEqual([]);
  });
});
