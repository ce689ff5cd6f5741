import { describe, expect, it } from 'vitest';
import type { TDeviceGroupNode } from '@placard/contract';
import { orgNode } from '../../organizations/test/organizationNodes';
import { chosenLabels, groupChoices, organizationChoices } from './targetChoices';

const group = (id: number, name: string, groups: TDeviceGroupNode[] = []): TDeviceGroupNode => ({
  id,
  name,
  description: '',
  parentId: null,
  deviceCount: 0,
  groupCount: groups.length,
  scheduleEntryCount: 0,
  createdAt: '2026-03-01T10:00:00.000Z',
  groups,
});

describe('what an alert may target', () => {
  it('offers every group of the tree, each with the groups above it', () => {
    const tree = [group(1, 'Stockholm', [group(2, 'Floor 2', [group(3, 'Kitchen')])]), group(4, 'Oslo')];
    expect(groupChoices(tree)).toEqual([
      { id: 1, label: 'Stockholm' },
      { id: 2, label: 'Floor 2', detail: 'Stockholm' },
      { id: 3, label: 'Kitchen', detail: 'Stockholm › Floor 2' },
      { id: 4, label: 'Oslo' },
    ]);
  });

  it('offers only the sub-organizations the licence lets the organization fully manage', () => {
    const nodes = [
      orgNode(1, null, { depth: 0, name: 'Acme' }),
      orgNode(2, 1, { name: 'North' }),
      orgNode(3, 2, { depth: 2, name: 'North shop', path: ['North'] }),
      orgNode(4, 1, { name: 'South', accessState: 'LIMITED_ACCESS' }),
    ];
    expect(organizationChoices(nodes)).toEqual([
      { id: 2, label: 'North' },
      { id: 3, label: 'North shop', detail: 'North' },
    ]);
  });

  it('names the chosen ones, leaving out one that is gone', () => {
    const choices = groupChoices([group(1, 'Stockholm'), group(4, 'Oslo')]);
    expect(chosenLabels(choices, [4, 1, 99])).toEqual(['Stockholm', 'Oslo']);
  });
});
