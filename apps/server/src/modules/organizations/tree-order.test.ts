import { describe, expect, it } from 'vitest';
import { inTreeOrder, nameMatches } from './tree-order.js';

const row = (id: number, name: string, parentOrganizationId: number | null) => ({
  id,
  name,
  parentOrganizationId,
});

describe('inTreeOrder', () => {
  const rows = [
    row(1, 'Root', null),
    row(2, 'beta', 1),
    row(3, 'Alpha', 1),
    row(4, 'Store 10', 3),
    row(5, 'Store 2', 3),
    row(6, 'Deep', 5),
    row(7, 'Elsewhere', 99),
  ];

  it('puts each parent before its children and sorts siblings by name, numbers as numbers', () => {
    expect(inTreeOrder(rows, 1).map((entry) => entry.row.name)).toEqual([
      'Alpha',
      'Store 2',
      'Deep',
      'Store 10',
      'beta',
    ]);
  });

  it('gives each row the names of its ancestors below the top', () => {
    const deep = inTreeOrder(rows, 1).find((entry) => entry.row.id === 6);
    expect(deep?.path).toEqual(['Alpha', 'Store 2']);
    expect(inTreeOrder(rows, 3).find((entry) => entry.row.id === 6)?.path).toEqual(['Store 2']);
  });

  it('leaves out the top and rows not connected to it', () => {
    const ids = inTreeOrder(rows, 1).map((entry) => entry.row.id);
    expect(ids).not.toContain(1);
    expect(ids).not.toContain(7);
  });

  it('keeps siblings with the same name apart by id', () => {
    const twins = [row(1, 'Root', null), row(9, 'Same', 1), row(8, 'same', 1)];
    expect(inTreeOrder(twins, 1).map((entry) => entry.row.id)).toEqual([8, 9]);
  });
});

describe('nameMatches', () => {
  it('ignores case and accents, and treats % and _ as plain characters', () => {
    expect(nameMatches('Malmö Central', 'malmo')).toBe(true);
    expect(nameMatches('Café 100%', '100%')).toBe(true);
    expect(nameMatches('Store_A', 'e_a')).toBe(true);
    expect(nameMatches('Store A', 'e_a')).toBe(false);
  });
});
