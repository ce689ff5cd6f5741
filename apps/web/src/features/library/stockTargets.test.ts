import { describe, expect, it } from 'vitest';
import { stockTargetsMatching } from './stockTargets';
import { organizationNode } from './test/stockFixtures';

describe('stock copy targets', () => {
  it('are found by any words of their name or path, accents and case ignored', () => {
    const nodes = [
      organizationNode({ id: 2, name: 'Göteborg', path: [] }),
      organizationNode({ id: 3, name: 'Café Nord', path: ['Göteborg'] }),
      organizationNode({ id: 4, name: 'Malmö', path: [] }),
    ];
    expect(stockTargetsMatching(nodes, '').map((node) => node.id)).toEqual([2, 3, 4]);
    expect(stockTargetsMatching(nodes, 'goteborg').map((node) => node.id)).toEqual([2, 3]);
    expect(stockTargetsMatching(nodes, 'cafe  goteborg').map((node) => node.id)).toEqual([3]);
    expect(stockTargetsMatching(nodes, 'stockholm')).toEqual([]);
  });
});
