import type { Role } from './roles.js';

const ALL: readonly Role[] = ['owner', 'admin', 'staff', 'screen_manager', 'content_creator'];
const DEVICE_ROLES: readonly Role[] = ['admin', 'owner', 'screen_manager', 'staff'];
const CONTENT_ROLES: readonly Role[] = ['admin', 'owner', 'content_creator', 'staff'];
const ADMINS: readonly Role[] = ['admin', 'owner'];

/** The permission map of spec section 6: capability → roles allowed. */
export const PERMISSIONS = {
  devices: DEVICE_ROLES,
  groups: DEVICE_ROLES,
  groups_tab: DEVICE_ROLES,
  sidebar_screens: DEVICE_ROLES,
  sidebar_messages: DEVICE_ROLES,
  media: CONTENT_ROLES,
  upload: CONTENT_ROLES,
  playlist_create: CONTENT_ROLES,
  playlist_edit: CONTENT_ROLES,
  playlist_delete: CONTENT_ROLES,
  stockmedia_create: CONTENT_ROLES,
  new_folder_create: CONTENT_ROLES,
  sidebar_playlists: CONTENT_ROLES,
  sidebar_templates: CONTENT_ROLES,
  sidebar_media: CONTENT_ROLES,
  sidebar_dashboard: ALL,
  sidebar_help: ALL,
  sidebar_account: ALL,
  sidebar_users: ADMINS,
  sidebar_organizations: ADMINS,
  sidebar_alerts: ADMINS,
  add_user: ADMINS,
  delete_user: ADMINS,
  unshare_all_stock_media: ADMINS,
  admin_add: ['owner'],
  staff_add: ADMINS,
  screen_manager_add: ADMINS,
  content_creator_add: ADMINS,
} as const satisfies Record<string, readonly Role[]>;

export type Capability = keyof typeof PERMISSIONS;
export const CAPABILITIES = Object.keys(PERMISSIONS) as Capability[];

export function can(role: Role, capability: Capability): boolean {
  return (PERMISSIONS[capability] as readonly Role[]).includes(role);
}

export function capabilitiesOf(role: Role): Capability[] {
  return CAPABILITIES.filter((capability) => can(role, capability));
}

/** Main menu items of spec section 2, in menu order, each tied to the capability that shows it. */
export const MENU_ITEMS = [
  { key: 'dashboard', path: '/home', capability: 'sidebar_dashboard' },
  { key: 'account', path: '/account', capability: 'sidebar_account' },
  { key: 'playlists', path: '/playlists', capability: 'sidebar_playlists' },
  { key: 'devices', path: '/devicemanagement', capability: 'sidebar_screens' },
  { key: 'messages', path: '/messages', capability: 'sidebar_messages' },
  { key: 'users', path: '/users', capability: 'sidebar_users' },
  { key: 'organizations', path: '/organizations', capability: 'sidebar_organizations' },
  { key: 'alerts', path: '/alerts', capability: 'sidebar_alerts' },
  { key: 'help', path: '/help', capability: 'sidebar_help' },
  { key: 'media', path: '/media', capability: 'sidebar_media' },
] as const satisfies readonly { key: string; path: string; capability: Capability }[];

export type MenuItem = (typeof MENU_ITEMS)[number];
export type MenuKey = MenuItem['key'];

/** Authenticated paths that belong to a menu section without starting with its path. */
const PATH_ALIASES: readonly { prefix: string; key: MenuKey }[] = [
  { prefix: '/devices/', key: 'devices' },
  { prefix: '/devicegroup/', key: 'devices' },
  { prefix: '/licensing/', key: 'organizations' },
  { prefix: '/template/', key: 'playlists' },
  { prefix: '/settings', key: 'account' },
  // the organization's AI assistant credits: their balance, buying them
  { prefix: '/credits', key: 'account' },
];

function startsWithSegment(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

/** The menu item an authenticated path belongs to, or undefined for a path outside every section. */
export function menuItemForPath(path: string): MenuItem | undefined {
  const clean = path.split(/[?#]/)[0] ?? '';
  const direct = MENU_ITEMS.find((item) => startsWithSegment(clean, item.path));
  if (direct) return direct;
  const alias = PATH_ALIASES.find((entry) => startsWithSegment(clean, entry.prefix));
  return alias ? MENU_ITEMS.find((item) => item.key === alias.key) : undefined;
}

/** Whether a role may open an authenticated path; paths outside every section are open to all roles. */
export function canOpenPath(role: Role, path: string): boolean {
  const item = menuItemForPath(path);
  if (item?.key === 'playlists' && path.startsWith('/template/')) return can(role, 'sidebar_templates');
  return item ? can(role, item.capability) : true;
}
