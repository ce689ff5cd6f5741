import { MENU_ITEMS, menuItemForPath, type MenuItem, type MenuKey } from '@placard/contract';

/** The sections built so far; menu items of later sections stay hidden until their pages exist. */
export const AVAILABLE_SECTIONS: ReadonlySet<MenuKey> = new Set<MenuKey>([
  'dashboard',
  'account',
  'playlists',
  'devices',
  'users',
  'organizations',
  'alerts',
  'help',
  'media',
]);

/** A page of a section listed under its menu item (its label is common:menu.{key}). */
export interface MenuChild {
  key: string;
  path: string;
}

/** The pages listed under a menu item; the item itself leads to its section's first page. */
export const MENU_CHILDREN: Partial<Record<MenuKey, readonly MenuChild[]>> = {
  alerts: [
    { key: 'alertsList', path: '/alerts/list' },
    { key: 'alertsCreate', path: '/alerts/create' },
    { key: 'alertsIntegrations', path: '/alerts/integrations' },
  ],
};

/** The main menu for a session: items whose capability the user holds and whose section exists. */
export function visibleMenuItems(
  permissions: readonly string[],
  available: ReadonlySet<MenuKey> = AVAILABLE_SECTIONS,
): MenuItem[] {
  return MENU_ITEMS.filter((item) => available.has(item.key) && permissions.includes(item.capability));
}

/** The child of a menu item to mark selected for the current path (its page or one under it). */
export function selectedMenuChild(pathname: string): MenuChild | undefined {
  const key = selectedMenuKey(pathname);
  return (key ? MENU_CHILDREN[key] : undefined)?.find(
    (child) => pathname === child.path || pathname.startsWith(`${child.path}/`),
  );
}

/** The menu item to mark selected for the current path. */
export function selectedMenuKey(pathname: string): MenuKey | undefined {
  return menuItemForPath(pathname)?.key;
}
