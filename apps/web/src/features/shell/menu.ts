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

/** The main menu for a session: items whose capability the user holds and whose section exists. */
export function visibleMenuItems(
  permissions: readonly string[],
  available: ReadonlySet<MenuKey> = AVAILABLE_SECTIONS,
): MenuItem[] {
  return MENU_ITEMS.filter((item) => available.has(item.key) && permissions.includes(item.capability));
}

/** The menu item to mark selected for the current path. */
export function selectedMenuKey(pathname: string): MenuKey | undefined {
  return menuItemForPath(pathname)?.key;
}
