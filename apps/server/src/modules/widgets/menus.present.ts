import type { TMenu, TMenuSummary } from '@placard/contract';
import type { MenuRow } from './menus.table.js';

/** A menu as the editor and the screens get it. */
export function presentMenu(row: MenuRow): TMenu {
  return {
    id: row.id,
    name: row.name,
    currency: row.currency,
    numberFormat: row.numberFormat ?? null,
    categories: row.categories,
    items: row.items,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A menu in the list of menus: what it holds in numbers. */
export function presentMenuSummary(row: MenuRow): TMenuSummary {
  return {
    id: row.id,
    name: row.name,
    currency: row.currency,
    categoryCount: row.categories.length,
    itemCount: row.items.length,
    soldOutCount: row.items.filter((item) => !item.available).length,
    updatedAt: row.updatedAt.toISOString(),
  };
}
