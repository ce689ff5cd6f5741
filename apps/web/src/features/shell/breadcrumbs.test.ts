import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, organizationIdOfPath } from './breadcrumbs';

describe('breadcrumbs', () => {
  it('shows Home alone on the dashboard', () => {
    expect(breadcrumbTrail('/home')).toEqual([{ label: 'home' }]);
  });

  it('links Home and the section above a help page', () => {
    expect(breadcrumbTrail('/help/support')).toEqual([
      { label: 'home', to: '/home' },
      { label: 'help', to: '/help' },
      { label: 'support' },
    ]);
    expect(breadcrumbTrail('/help')).toEqual([{ label: 'home', to: '/home' }, { label: 'help' }]);
  });

  it("puts the account under Settings and follows the account page's section", () => {
    const settings = { label: 'settings', to: '/settings' };
    expect(breadcrumbTrail('/account', '?section=eula')).toEqual([
      { label: 'home', to: '/home' },
      settings,
      { label: 'account', to: '/account' },
      { label: 'eula' },
    ]);
    expect(breadcrumbTrail('/account', '?section=unknown')).toEqual([
      { label: 'home', to: '/home' },
      settings,
      { label: 'account' },
    ]);
  });

  it('puts buying credits and the payment page under Credits', () => {
    const credits = { label: 'credits', to: '/credits' };
    const home = { label: 'home', to: '/home' };
    expect(breadcrumbTrail('/credits/buy', '?cancelled=1')).toEqual([home, credits, { label: 'buyCredits' }]);
    expect(breadcrumbTrail('/credits/payment')).toEqual([home, credits, { label: 'creditPayment' }]);
    expect(breadcrumbTrail('/credits')).toEqual([home, { label: 'credits' }]);
  });

  it('shows Users on the users page', () => {
    expect(breadcrumbTrail('/users')).toEqual([{ label: 'home', to: '/home' }, { label: 'users' }]);
  });

  it('shows the media section and sub-section', () => {
    expect(breadcrumbTrail('/media/shared')).toEqual([
      { label: 'home', to: '/home' },
      { label: 'media', to: '/media' },
      { label: 'shared' },
    ]);
    expect(breadcrumbTrail('/media/stock', '?folder=3')).toEqual([
      { label: 'home', to: '/home' },
      { label: 'media', to: '/media' },
      { label: 'stock' },
    ]);
    expect(breadcrumbTrail('/media')).toEqual([{ label: 'home', to: '/home' }, { label: 'media' }]);
  });

  it("shows a stock provider's search under the media library, by the provider's name", () => {
    expect(breadcrumbTrail('/media/giphy')).toEqual([
      { label: 'home', to: '/home' },
      { label: 'media', to: '/media' },
      { label: 'giphy', text: 'GIPHY' },
    ]);
  });

  it('shows the menus under the media library, and a menu under them', () => {
    const home = { label: 'home', to: '/home' };
    const media = { label: 'media', to: '/media' };
    expect(breadcrumbTrail('/media/menus')).toEqual([home, media, { label: 'menus' }]);
    expect(breadcrumbTrail('/media/menus/12')).toEqual([
      home,
      media,
      { label: 'menus', to: '/media/menus' },
      { label: 'menu' },
    ]);
  });

  it('shows the playlists section and sub-section, named apart from the media library', () => {
    expect(breadcrumbTrail('/playlists/my', '?folder=4')).toEqual([
      { label: 'home', to: '/home' },
      { label: 'playlists', to: '/playlists' },
      { label: 'playlistsMy' },
    ]);
    expect(breadcrumbTrail('/playlists/stock')).toEqual([
      { label: 'home', to: '/home' },
      { label: 'playlists', to: '/playlists' },
      { label: 'playlistsStock' },
    ]);
    expect(breadcrumbTrail('/playlists')).toEqual([{ label: 'home', to: '/home' }, { label: 'playlists' }]);
  });

  it('shows Alerts with its List and Create pages, and changing an alert under List', () => {
    const home = { label: 'home', to: '/home' };
    const alerts = { label: 'alerts', to: '/alerts' };
    expect(breadcrumbTrail('/alerts/list')).toEqual([home, alerts, { label: 'alertsList' }]);
    expect(breadcrumbTrail('/alerts/create')).toEqual([home, alerts, { label: 'alertsCreate' }]);
    expect(breadcrumbTrail('/alerts/create', '?id=12')).toEqual([
      home,
      alerts,
      { label: 'alertsList', to: '/alerts/list' },
      { label: 'alertsEdit' },
    ]);
    expect(breadcrumbTrail('/alerts')).toEqual([home, { label: 'alerts' }]);
  });

  it('shows Devices with its Devices and Groups tabs, a screen under Devices and a group under Groups', () => {
    const home = { label: 'home', to: '/home' };
    const devices = { label: 'devices', to: '/devicemanagement' };
    expect(breadcrumbTrail('/devicemanagement/devices')).toEqual([home, devices, { label: 'devicesList' }]);
    expect(breadcrumbTrail('/devicemanagement/groups')).toEqual([home, devices, { label: 'deviceGroups' }]);
    expect(breadcrumbTrail('/devicemanagement/schedule')).toEqual([
      home,
      devices,
      { label: 'deviceSchedule' },
    ]);
    expect(breadcrumbTrail('/devicemanagement/devices/add/1234')).toEqual([
      home,
      devices,
      { label: 'devicesList', to: '/devicemanagement/devices' },
      { label: 'addDevice' },
    ]);
    expect(breadcrumbTrail('/devices/aBcD1234efGH/7')).toEqual([
      home,
      devices,
      { label: 'devicesList', to: '/devicemanagement/devices' },
      { label: 'device' },
    ]);
    expect(breadcrumbTrail('/devicegroup/4/7')).toEqual([
      home,
      devices,
      { label: 'deviceGroups', to: '/devicemanagement/groups' },
      { label: 'deviceGroup' },
    ]);
  });

  it('shows Alerts with its Integrations, a new or edited integration under Integrations', () => {
    const home = { label: 'home', to: '/home' };
    const alerts = { label: 'alerts', to: '/alerts' };
    const integrations = { label: 'integrations', to: '/alerts/integrations' };
    expect(breadcrumbTrail('/alerts/integrations')).toEqual([home, alerts, { label: 'integrations' }]);
    expect(breadcrumbTrail('/alerts/integrations/edit/7/new')).toEqual([
      home,
      alerts,
      integrations,
      { label: 'newIntegration' },
    ]);
    expect(breadcrumbTrail('/alerts/integrations/edit/7/12')).toEqual([
      home,
      alerts,
      integrations,
      { label: 'integration' },
    ]);
  });

  it('shows Organizations on the tree page', () => {
    expect(breadcrumbTrail('/organizations')).toEqual([
      { label: 'home', to: '/home' },
      { label: 'organizations' },
    ]);
  });

  it("follows an organization's parent path, the organization itself last", () => {
    const path = [
      { id: 1, name: 'Head office' },
      { id: 4, name: 'North' },
      { id: 9, name: 'Shop' },
    ];
    expect(breadcrumbTrail('/organizations/9/users', '', path)).toEqual([
      { label: 'home', to: '/home' },
      { label: 'organizations', to: '/organizations' },
      { label: 'organization-1', text: 'Head office', to: '/organizations/1/info' },
      { label: 'organization-4', text: 'North', to: '/organizations/4/info' },
      { label: 'organization-9', text: 'Shop' },
    ]);
  });

  it('links every organization above the licensing page', () => {
    expect(breadcrumbTrail('/licensing/4', '', [{ id: 4, name: 'North' }])).toEqual([
      { label: 'home', to: '/home' },
      { label: 'organizations', to: '/organizations' },
      { label: 'organization-4', text: 'North', to: '/organizations/4/info' },
      { label: 'licensing' },
    ]);
  });

  it('shows Home › Organizations while the parent path loads', () => {
    expect(breadcrumbTrail('/organizations/9/info')).toEqual([
      { label: 'home', to: '/home' },
      { label: 'organizations', to: '/organizations' },
    ]);
  });

  it('finds the organization of a path', () => {
    expect(organizationIdOfPath('/organizations/12/info')).toBe(12);
    expect(organizationIdOfPath('/organizations/12')).toBe(12);
    expect(organizationIdOfPath('/licensing/3')).toBe(3);
    expect(organizationIdOfPath('/organizations')).toBeNull();
    expect(organizationIdOfPath('/organizations/abc/info')).toBeNull();
    expect(organizationIdOfPath('/help/12')).toBeNull();
  });
});
