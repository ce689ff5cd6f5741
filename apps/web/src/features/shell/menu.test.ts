import { describe, expect, it } from 'vitest';
import { capabilitiesOf, MENU_ITEMS, ROLES } from '@placard/contract';
import { MENU_CHILDREN, selectedMenuChild, selectedMenuKey, visibleMenuItems } from './menu';

const keysFor = (permissions: readonly string[]) => visibleMenuItems(permissions).map((item) => item.key);

describe('main menu', () => {
  it.each(ROLES)('shows dashboard, account and help to %s, in menu order', (role) => {
    const common = keysFor(capabilitiesOf(role)).filter(
      (key) => !['organizations', 'users', 'media', 'playlists', 'devices', 'alerts'].includes(key),
    );
    expect(common).toEqual(['dashboard', 'account', 'help']);
  });

  it('shows the media library to the roles that manage content, last in the menu', () => {
    for (const role of ['owner', 'admin', 'staff', 'content_creator'] as const) {
      expect(keysFor(capabilitiesOf(role)).at(-1)).toBe('media');
    }
    expect(keysFor(capabilitiesOf('screen_manager'))).not.toContain('media');
  });

  it('shows playlists to the roles that manage content, right after account', () => {
    for (const role of ['owner', 'admin', 'staff', 'content_creator'] as const) {
      const keys = keysFor(capabilitiesOf(role));
      expect(keys.indexOf('playlists')).toBe(keys.indexOf('account') + 1);
    }
    expect(keysFor(capabilitiesOf('screen_manager'))).not.toContain('playlists');
  });

  it('shows devices to the roles that manage screens, right after playlists', () => {
    for (const role of ['owner', 'admin', 'staff'] as const) {
      const keys = keysFor(capabilitiesOf(role));
      expect(keys.indexOf('devices')).toBe(keys.indexOf('playlists') + 1);
    }
    expect(keysFor(capabilitiesOf('screen_manager'))).toEqual(['dashboard', 'account', 'devices', 'help']);
    expect(keysFor(capabilitiesOf('content_creator'))).not.toContain('devices');
  });

  it('shows organizations to owners and admins only', () => {
    expect(keysFor(capabilitiesOf('owner'))).toContain('organizations');
    expect(keysFor(capabilitiesOf('admin'))).toContain('organizations');
    expect(keysFor(capabilitiesOf('staff'))).not.toContain('organizations');
  });

  it('shows users to owners and admins only', () => {
    expect(keysFor(capabilitiesOf('owner'))).toContain('users');
    expect(keysFor(capabilitiesOf('admin'))).toContain('users');
    expect(keysFor(capabilitiesOf('staff'))).not.toContain('users');
  });

  it('shows emergency alerts to owners and admins only, right after organizations', () => {
    for (const role of ['owner', 'admin'] as const) {
      const keys = keysFor(capabilitiesOf(role));
      expect(keys.indexOf('alerts')).toBe(keys.indexOf('organizations') + 1);
    }
    for (const role of ['staff', 'screen_manager', 'content_creator'] as const) {
      expect(keysFor(capabilitiesOf(role))).not.toContain('alerts');
    }
  });

  it('hides sections whose pages do not exist yet, even when the role may use them', () => {
    const everything = MENU_ITEMS.map((item) => item.capability);
    expect(keysFor(everything)).toEqual([
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
  });

  it('shows alerts to owners and admins only, with its integrations under it', () => {
    expect(keysFor(capabilitiesOf('owner'))).toContain('alerts');
    expect(keysFor(capabilitiesOf('admin'))).toContain('alerts');
    for (const role of ['staff', 'screen_manager', 'content_creator'] as const) {
      expect(keysFor(capabilitiesOf(role))).not.toContain('alerts');
    }
    expect(MENU_CHILDREN.alerts?.map((child) => child.path)).toContain('/alerts/integrations');
  });

  it('marks the child of the current path, also on the pages under it', () => {
    expect(selectedMenuChild('/alerts/integrations')?.key).toBe('alertsIntegrations');
    expect(selectedMenuChild('/alerts/integrations/edit/4/new')?.key).toBe('alertsIntegrations');
    expect(selectedMenuChild('/alerts/integrationsx')).toBeUndefined();
    expect(selectedMenuChild('/media/my')).toBeUndefined();
  });

  it('shows a section once it exists, only to roles holding its capability', () => {
    const withMedia = new Set(['dashboard', 'account', 'help', 'media'] as const);
    expect(visibleMenuItems(capabilitiesOf('content_creator'), withMedia).map((i) => i.key)).toContain(
      'media',
    );
    expect(visibleMenuItems(capabilitiesOf('screen_manager'), withMedia).map((i) => i.key)).not.toContain(
      'media',
    );
  });

  it('hides an item whose capability is missing from the session', () => {
    expect(keysFor(['sidebar_dashboard', 'sidebar_account'])).toEqual(['dashboard', 'account']);
    expect(keysFor([])).toEqual([]);
  });

  it('marks the item of the current path', () => {
    expect(selectedMenuKey('/home')).toBe('dashboard');
    expect(selectedMenuKey('/help/support')).toBe('help');
    expect(selectedMenuKey('/account')).toBe('account');
    expect(selectedMenuKey('/media/shared')).toBe('media');
    expect(selectedMenuKey('/playlists/stock')).toBe('playlists');
    expect(selectedMenuKey('/alerts/create')).toBe('alerts');
    expect(selectedMenuKey('/nowhere')).toBeUndefined();
  });
});
