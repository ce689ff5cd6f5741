import { describe, expect, it } from 'vitest';
import { orgNode } from '../test/organizationNodes';
import {
  ancestorsOf,
  buildOrganizationTree,
  descendantIds,
  expandableIds,
  expandedTo,
  toggled,
  visibleRows,
} from './organizationTree';

//  1
//  ├─ 2
//  │  ├─ 4
//  │  │  └─ 6
//  │  └─ 5
//  └─ 3
const root = orgNode(1, null, { depth: 0 });
const descendants = [orgNode(2, 1), orgNode(4, 2), orgNode(6, 4), orgNode(5, 2), orgNode(3, 1)];
const tree = buildOrganizationTree(root, descendants);
const ids = (expanded: number[]) => visibleRows(tree, new Set(expanded)).map((row) => row.node.id);

describe('organization tree', () => {
  it('shows only the root while nothing is expanded', () => {
    expect(visibleRows(tree, new Set())).toEqual([
      { node: root, level: 0, hasChildren: true, expanded: false },
    ]);
  });

  it('shows the children of expanded rows, depth first, in the order received', () => {
    expect(ids([1])).toEqual([1, 2, 3]);
    expect(ids([1, 2])).toEqual([1, 2, 4, 5, 3]);
    expect(ids([1, 2, 4])).toEqual([1, 2, 4, 6, 5, 3]);
  });

  it('hides the whole branch under a collapsed row but remembers what was open inside it', () => {
    expect(ids([1, 4])).toEqual([1, 2, 3]);
    const reopened = toggled(new Set([1, 4]), 2);
    expect(visibleRows(tree, reopened).map((row) => row.node.id)).toEqual([1, 2, 4, 6, 5, 3]);
  });

  it('draws levels from the root and marks leaves', () => {
    const rows = visibleRows(tree, expandableIds(tree));
    expect(rows.map((row) => [row.node.id, row.level, row.hasChildren, row.expanded])).toEqual([
      [1, 0, true, true],
      [2, 1, true, true],
      [4, 2, true, true],
      [6, 3, false, false],
      [5, 2, false, false],
      [3, 1, false, false],
    ]);
  });

  it('expands everything that has children', () => {
    expect([...expandableIds(tree)].sort()).toEqual([1, 2, 4]);
  });

  it('toggles one row', () => {
    expect([...toggled(new Set([1]), 2)].sort()).toEqual([1, 2]);
    expect([...toggled(new Set([1, 2]), 2)]).toEqual([1]);
  });

  it('finds descendants and ancestors', () => {
    expect([...descendantIds(tree, 2)].sort()).toEqual([4, 5, 6]);
    expect([...descendantIds(tree, 3)]).toEqual([]);
    expect(ancestorsOf(tree, 6).map((node) => node.id)).toEqual([1, 2, 4]);
    expect(ancestorsOf(tree, 1)).toEqual([]);
    expect(ancestorsOf(tree, 99)).toEqual([]);
  });

  it('opens the path down to an organization', () => {
    expect([...expandedTo(tree, new Set(), 4)].sort()).toEqual([1, 2, 4]);
  });

  it('hangs an organization whose parent is unknown under the root', () => {
    const odd = buildOrganizationTree(root, [orgNode(2, 1), orgNode(9, 77)]);
    expect(visibleRows(odd, new Set([1])).map((row) => row.node.id)).toEqual([1, 2, 9]);
    expect(ancestorsOf(odd, 9).map((node) => node.id)).toEqual([1]);
  });

  it('flattens 5,000 organizations quickly enough to redraw on every click', () => {
    const many = [];
    for (let id = 2; id <= 5001; id += 1) many.push(orgNode(id, id <= 51 ? 1 : 2 + ((id - 52) % 50)));
    const big = buildOrganizationTree(root, many);
    const rows = visibleRows(big, expandableIds(big));
    expect(rows).toHaveLength(5001);
    expect(new Set(rows.map((row) => row.node.id)).size).toBe(5001);
  });
});
