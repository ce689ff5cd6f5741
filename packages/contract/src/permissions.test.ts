import { describe, expect, it } from 'vitest';
import {
  CAPABILITIES,
  MENU_ITEMS,
  PERMISSIONS,
  can,
  canOpenPath,
  capabilitiesOf,
  menuItemForPath,
  type Capability,
} from './permissions.js';
import { ROLES, type Role } from './roles.js';

/** Spec section 6, written out row by row as the product owner wrote it. */
const SPEC_TABLE: readonly { capabilities: readonly Capability[]; roles: readonly Role[] }[] = [
  {
    capabilities: ['devices', 'groups', 'groups_tab', 'sidebar_screens', 'sidebar_messages'],
    roles: ['admin', 'owner', 'screen_manager', 'staff'],
  },
  {
    capabilities: [
      'media',
      'upload',
      'playlist_create',
      'playlist_edit',
      'playlist_delete',
      'stockmedia_create',
      'new_folder_create',
      'sidebar_playlists',
      'sidebar_templates',
      'sidebar_media',
    ],
    roles: ['admin', 'owner', 'content_creator', 'staff'],
  },
  {
    capabilities: ['sidebar_dashboard', 'sidebar_help', 'sidebar_account'],
    roles: ['owner', 'admin', 'staff', 'screen_manager', 'content_creator'],
  },
  {
    capabilities: [
      'sidebar_users',
      'sidebar_organizations',
      'sidebar_alerts',
      'add_user',
      'delete_user',
      'unshare_all_stock_media',
    ],
    roles: ['admin', 'owner'],
  },
  { capabilities: ['admin_add'], roles: ['owner'] },
  { capabilities: ['staff_add', 'screen_manager_add', 'content_creator_add'], roles: ['admin', 'owner'] },
];

describe('the permission map of spec section 6', () => {
  it('has exactly the capabilities the spec lists', () => {
    const specCapabilities = SPEC_TABLE.flatMap((row) => row.capabilities);
    expect([...CAPABILITIES].sort()).toEqual([...specCapabilities].sort());
  });

  for (const row of SPEC_TABLE) {
    for (const capability of row.capabilities) {
      it(`grants ${capability} to ${row.roles.join(', ')} and nobody else`, () => {
        for (const role of ROLES) {
          expect(can(role, capability), `${role} / ${capability}`).toBe(row.roles.includes(role));
        }
        expect([...PERMISSIONS[capability]].sort()).toEqual([...row.roles].sort());
      });
    }
  }

  it('lets a screen manager manage devices but not media', () => {
    expect(can('screen_manager', 'devices')).toBe(true);
    expect(can('screen_manager', 'groups')).toBe(true);
    expect(can('screen_manager', 'media')).toBe(false);
    expect(can('screen_manager', 'playlist_create')).toBe(false);
  });

  it('lets a content creator manage media but not devices', () => {
    expect(can('content_creator', 'media')).toBe(true);
    expect(can('content_creator', 'upload')).toBe(true);
    expect(can('content_creator', 'devices')).toBe(false);
    expect(can('content_creator', 'sidebar_screens')).toBe(false);
  });

  it('shows the users menu only to admins and owners', () => {
    expect(ROLES.filter((role) => can(role, 'sidebar_users'))).toEqual(['owner', 'admin']);
  });

  it('lets only an owner add admins', () => {
    expect(ROLES.filter((role) => can(role, 'admin_add'))).toEqual(['owner']);
  });

  it('gives staff content and devices but no user management', () => {
    expect(can('staff', 'media')).toBe(true);
    expect(can('staff', 'devices')).toBe(true);
    expect(can('staff', 'add_user')).toBe(false);
    expect(can('staff', 'delete_user')).toBe(false);
    expect(can('staff', 'staff_add')).toBe(false);
  });
});

describe('capabilitiesOf', () => {
  it('gives an owner every capability', () => {
    expect(capabilitiesOf('owner')).toEqual(CAPABILITIES);
  });

  it('gives an admin everything except adding admins', () => {
    expect(capabilitiesOf('admin')).toEqual(CAPABILITIES.filter((capability) => capability !== 'admin_add'));
  });

  it('lists exactly the capabilities a role is granted, for every role', () => {
    for (const role of ROLES) {
      const expected = SPEC_TABLE.filter((row) => row.roles.includes(role)).flatMap(
        (row) => row.capabilities,
      );
      expect([...capabilitiesOf(role)].sort(), role).toEqual([...expected].sort());
    }
  });

  it('gives a content creator no device and no user capability', () => {
    const capabilities = capabilitiesOf('content_creator');
    expect(capabilities).toContain('sidebar_media');
    expect(capabilities).not.toContain('devices');
    expect(capabilities).not.toContain('sidebar_users');
  });
});

describe('menuItemForPath', () => {
  it('finds the menu item of every main menu path and its sub-paths', () => {
    for (const item of MENU_ITEMS) {
      expect(menuItemForPath(item.path)?.key).toBe(item.key);
      expect(menuItemForPath(`${item.path}/child`)?.key).toBe(item.key);
    }
  });

  it('places device and device-group editors in the devices section', () => {
    expect(menuItemForPath('/devices/abc/1')?.key).toBe('devices');
    expect(menuItemForPath('/devicegroup/4/1')?.key).toBe('devices');
    expect(menuItemForPath('/devicemanagement/devices/add/1234')?.key).toBe('devices');
  });

  it('places the other authenticated routes in their sections', () => {
    expect(menuItemForPath('/licensing/7')?.key).toBe('organizations');
    expect(menuItemForPath('/credits')?.key).toBe('organizations');
    expect(menuItemForPath('/credits/buy')?.key).toBe('organizations');
    expect(menuItemForPath('/organizations/7/theme')?.key).toBe('organizations');
    expect(menuItemForPath('/template/12')?.key).toBe('playlists');
    expect(menuItemForPath('/playlists/my')?.key).toBe('playlists');
    expect(menuItemForPath('/settings')?.key).toBe('account');
    expect(menuItemForPath('/credits/payment?session_id=cs_1')?.key).toBe('organizations');
    expect(menuItemForPath('/help/contact')?.key).toBe('help');
  });

  it('ignores the query string and the fragment', () => {
    expect(menuItemForPath('/users?page=2')?.key).toBe('users');
    expect(menuItemForPath('/account?section=eula')?.key).toBe('account');
    expect(menuItemForPath('/media#top')?.key).toBe('media');
  });

  it('matches whole path segments only', () => {
    expect(menuItemForPath('/homepage')).toBeUndefined();
    expect(menuItemForPath('/usersettings')).toBeUndefined();
    expect(menuItemForPath('/devicesx/1')).toBeUndefined();
  });

  it('answers undefined for a path outside every section', () => {
    expect(menuItemForPath('/somewhere/else')).toBeUndefined();
    expect(menuItemForPath('')).toBeUndefined();
  });
});

describe('canOpenPath', () => {
  it('keeps staff out of /users', () => {
    expect(canOpenPath('staff', '/users')).toBe(false);
    expect(canOpenPath('admin', '/users')).toBe(true);
    expect(canOpenPath('owner', '/users')).toBe(true);
  });

  it('opens device pages to device roles only', () => {
    expect(canOpenPath('screen_manager', '/devices/abc/1')).toBe(true);
    expect(canOpenPath('staff', '/devicemanagement/groups')).toBe(true);
    expect(canOpenPath('content_creator', '/devices/abc/1')).toBe(false);
    expect(canOpenPath('content_creator', '/devicemanagement')).toBe(false);
  });

  it('opens media, playlists and templates to content roles only', () => {
    expect(canOpenPath('content_creator', '/media/my')).toBe(true);
    expect(canOpenPath('content_creator', '/template/3')).toBe(true);
    expect(canOpenPath('screen_manager', '/media/my')).toBe(false);
    expect(canOpenPath('screen_manager', '/template/3')).toBe(false);
    expect(canOpenPath('screen_manager', '/playlists/my')).toBe(false);
  });

  it('opens /help, /home and /account to every role', () => {
    for (const role of ROLES) {
      expect(canOpenPath(role, '/help'), role).toBe(true);
      expect(canOpenPath(role, '/help/usermanual'), role).toBe(true);
      expect(canOpenPath(role, '/home'), role).toBe(true);
      expect(canOpenPath(role, '/account?section=eula'), role).toBe(true);
    }
  });

  it('keeps organizations, licensing and alerts for admins and owners', () => {
    for (const path of ['/organizations', '/licensing/3', '/alerts/create']) {
      expect(
        ROLES.filter((role) => canOpenPath(role, path)),
        path,
      ).toEqual(['owner', 'admin']);
    }
  });

  it('allows a path that belongs to no section', () => {
    for (const role of ROLES) expect(canOpenPath(role, '/not-a-section'), role).toBe(true);
  });
});
