import {
  ZMenuDocument,
  type TMenu,
  type TMenuCategory,
  type TMenuDocument,
  type TMenuItem,
} from '@placard/contract';

/** The menu as the editor holds it: the document the server takes, its items with their pictures. */
export type MenuDraft = Omit<TMenuDocument, 'items'> & { items: TMenuItem[] };

export const MENUS_PATH = '/media/menus';
export const menuPath = (menuId: number) => `${MENUS_PATH}/${menuId}`;

export function draftOf(menu: TMenu): MenuDraft {
  return {
    name: menu.name,
    currency: menu.currency,
    numberFormat: menu.numberFormat,
    categories: menu.categories,
    items: menu.items,
  };
}

/** The next free id among categories or items (ids are numbered within one menu). */
export function nextId(entries: readonly { id: number }[]): number {
  return entries.reduce((max, entry) => Math.max(max, entry.id), 0) + 1;
}

/** Moves the entry with `id` to where `overId` is. */
export function moveById<T extends { id: number }>(list: readonly T[], id: number, overId: number): T[] {
  const from = list.findIndex((entry) => entry.id === id);
  const to = list.findIndex((entry) => entry.id === overId);
  if (from < 0 || to < 0 || from === to) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/** A category added at the end. */
export function addCategory(draft: MenuDraft, name: string): MenuDraft {
  const category: TMenuCategory = { id: nextId(draft.categories), name };
  return { ...draft, categories: [...draft.categories, category] };
}

/** A category and its items removed. */
export function removeCategory(draft: MenuDraft, categoryId: number): MenuDraft {
  return {
    ...draft,
    categories: draft.categories.filter((category) => category.id !== categoryId),
    items: draft.items.filter((item) => item.categoryId !== categoryId),
  };
}

/** A category one place up (-1) or down (+1). */
export function shiftCategory(draft: MenuDraft, categoryId: number, step: -1 | 1): MenuDraft {
  const index = draft.categories.findIndex((category) => category.id === categoryId);
  const neighbour = draft.categories[index + step];
  return neighbour ? { ...draft, categories: moveById(draft.categories, categoryId, neighbour.id) } : draft;
}

/** An item put in place of the one with its id, or added after the last item of its category. */
export function putItem(draft: MenuDraft, item: TMenuItem): MenuDraft {
  const index = draft.items.findIndex((entry) => entry.id === item.id);
  if (index >= 0) {
    const moved = draft.items[index]?.categoryId !== item.categoryId;
    const rest = draft.items.filter((entry) => entry.id !== item.id);
    if (!moved) return { ...draft, items: draft.items.map((entry) => (entry.id === item.id ? item : entry)) };
    return putItem({ ...draft, items: rest }, item);
  }
  const lastOfCategory = draft.items.findLastIndex((entry) => entry.categoryId === item.categoryId);
  const items = [...draft.items];
  items.splice(lastOfCategory < 0 ? items.length : lastOfCategory + 1, 0, item);
  return { ...draft, items };
}

/** A new item of a category, ready to be filled in. */
export function newItem(draft: MenuDraft, categoryId: number): TMenuItem {
  return {
    id: nextId(draft.items),
    name: '',
    description: '',
    price: 0,
    categoryId,
    mediaId: null,
    pictureUrl: null,
    available: true,
  };
}

/** The problems of a draft by field path ('items.2.price'), as the server would name them. */
export function draftProblems(draft: MenuDraft): Record<string, string> {
  const result = ZMenuDocument.safeParse(draft);
  if (result.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    problems[path] ??= issue.message;
  }
  return problems;
}

/** The field paths of one item ('items.3'): where its problems are found. */
export function itemHasProblem(problems: Record<string, string>, index: number): boolean {
  return Object.keys(problems).some((path) => path.startsWith(`items.${index}.`));
}
