import { describe, expect, it } from 'vitest';
import { orgNode } from '../test/organizationNodes';
import { buildOrganizationTree } from '../tree/organizationTree';
import { moveTargets } from './moveTargets';

//  1 ─┬─ 2 ─┬─ 4 ── 6
//     │     └─ 5 (limited)
//     └─ 3 "Beta"
const tree = buildOrganizationTree(orgNode(1, null, { depth: 0, name: 'Home' }), [
  orgNode(2, 1, { name: 'Alpha' }),
  orgNode(4, 2, { name: 'Alpha North' }),
  orgNode(6, 4, { name: 'Deep' }),
  orgNode(5, 2, { name: 'Alpha South', accessState: 'LIMITED_ACCESS' }),
  orgNode(3, 1, { name: 'Beta' }),
]);
const ids = (organizationId: number, query?: string) =>
  moveTargets(tree, organizationId, query).map((target) => target.node.id);

describe('move targets', () => {
  it('excludes the organization, its descendants and its current parent', () => {
    expect(ids(2)).toEqual([3]);
    expect(ids(4)).toEqual([1, 3]);
    expect(ids(3)).toEqual([2, 4, 6]);
  });

  it('offers only organizations the caller fully manages', () => {
    expect(ids(6)).not.toContain(5);
  });

  it('filters by name, ignoring case', () => {
    expect(ids(6, 'alpha')).toEqual([2]);
    expect(ids(3, 'NORTH')).toEqual([4]);
    expect(ids(3, 'zzz')).toEqual([]);
  });

  it('gives the path above each target', () => {
    expect(moveTargets(tree, 3, 'deep')).toEqual([
      { node: tree.byId.get(6), path: ['Home', 'Alpha', 'Alpha North'] },
    ]);
  });
});
