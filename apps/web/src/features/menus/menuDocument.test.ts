import { describe, expect, it } from 'vitest';
import {
  addCategory,
  draftProblems,
  moveById,
  newItem,
  putItem,
  removeCategory,
  shiftCategory,
  type MenuDraft,
} from './menuDocument';

const draft: MenuDraft = {
  name: 'Lunch',
  currency: 'EUR',
  numberFormat: null,
  categories: [
    { id: 1, name: 'Starters' },
    { id: 2, name: 'Mains' },
  ],
  items: [
    {
      id: 1,
      name: 'Soup',
      description: '',
      price: 650,
      categoryId: 1,
      mediaId: null,
      pictureUrl: null,
      available: true,
    },
    {
      id: 2,
      name: 'Steak',
      description: '',
      price: 2450,
      categoryId: 2,
      mediaId: null,
      pictureUrl: null,
      available: true,
    },
  ],
};

describe('editing a menu draft', () => {
  it('adds, moves and removes categories, their items going with them', () => {
    const added = addCategory(draft, 'Drinks');
    expect(added.categories.map((category) => [category.id, category.name])).toEqual([
      [1, 'Starters'],
      [2, 'Mains'],
      [3, 'Drinks'],
    ]);
    expect(shiftCategory(added, 3, -1).categories.map((category) => category.id)).toEqual([1, 3, 2]);
    expect(shiftCategory(added, 1, -1)).toBe(added);
    const removed = removeCategory(added, 1);
    expect(removed.items.map((item) => item.name)).toEqual(['Steak']);
  });

  it('adds an item after the last of its category, and moves an item to another category', () => {
    const salad = { ...newItem(draft, 1), name: 'Salad' };
    expect(salad.id).toBe(3);
    const withSalad = putItem(draft, salad);
    expect(withSalad.items.map((item) => item.name)).toEqual(['Soup', 'Salad', 'Steak']);
    const moved = putItem(withSalad, { ...salad, categoryId: 2 });
    expect(moved.items.map((item) => item.name)).toEqual(['Soup', 'Steak', 'Salad']);
    expect(moveById(moved.items, 3, 1).map((item) => item.name)).toEqual(['Salad', 'Soup', 'Steak']);
  });

  it('names what is wrong by the same paths the server uses', () => {
    expect(draftProblems(draft)).toEqual({});
    const bad = putItem(draft, { ...newItem(draft, 1), price: Number.NaN });
    expect(draftProblems(bad)).toEqual({
      'items.1.name': expect.any(String),
      'items.1.price': 'validation.menuPrice',
    });
  });
});
