import { MEDIA_PROVIDERS } from '@placard/contract';
import { PROVIDER_NAMES } from '../providers/providerNames';
export interface Crumb {
  /** Translation key under common:crumbs. */
  label: string;
  /** Where the crumb links; the last crumb has none. */
  to?: string;
  /** Shown as is instead of the translated label (an organization's name). */
  text?: string;
}

/** One organization on the way from the caller's own organization down (GET /organizations/:id/parentpath). */
export interface OrganizationPathEntry {
  id: number;
  name: string;
}

const SECTION_ROOTS: Record<string, string> = {
  account: 'account',
  credits: 'credits',
  help: 'help',
  users: 'users',
  media: 'media',
  playlists: 'playlists',
};
const HELP_PAGES = new Set(['contact', 'support', 'howto', 'releasenotes', 'usermanual']);
/** The sub-sections of the media library. */
const CONTENT_SECTIONS = new Set(['my', 'shared', 'stock']);
/** The sub-sections of the playlists, named apart from the media library's ("My playlists"). */
const PLAYLIST_SECTIONS: Record<string, string> = {
  my: 'playlistsMy',
  shared: 'playlistsShared',
  stock: 'playlistsStock',
};
const ACCOUNT_SECTIONS: Record<string, string> = { eula: 'eula', 'privacy-policy': 'privacyPolicy' };
/** Buying credits, and the way back from the checkout, under Credits. */
const CREDIT_SECTIONS: Record<string, string> = { buy: 'buyCredits', payment: 'creditPayment' };

/** The sub-sections of device management (/devicemanagement/devices, /groups and /schedule). */
const DEVICE_SECTIONS: Record<string, string> = {
  devices: 'devicesList',
  groups: 'deviceGroups',
  schedule: 'deviceSchedule',
};

/**
 * Home › Devices › Devices | Groups | Schedule; a screen's page sits under Devices, a group's under Groups, and
 * Add device under Devices.
 */
function deviceTrail(home: Crumb, segments: readonly string[]): Crumb[] {
  const [root, child, grandchild] = segments;
  const devices: Crumb = { label: 'devices', to: '/devicemanagement' };
  const list: Crumb = { label: 'devicesList', to: '/devicemanagement/devices' };
  const groups: Crumb = { label: 'deviceGroups', to: '/devicemanagement/groups' };
  if (root === 'devices') return [home, devices, list, { label: 'device' }];
  if (root === 'devicegroup') return [home, devices, groups, { label: 'deviceGroup' }];
  if (child === 'devices' && grandchild === 'add') return [home, devices, list, { label: 'addDevice' }];
  const sub = DEVICE_SECTIONS[child ?? ''];
  return sub ? [home, devices, { label: sub }] : [home, { label: 'devices' }];
}

/** The children of /alerts. */
const ALERT_SECTIONS: Record<string, string> = { list: 'alertsList', create: 'alertsCreate' };

/**
 * Home › Alerts › List | Create; changing an alert (/alerts/create?id=…) is Edit, under List; Home ›
 * Alerts › Integrations › New integration | Integration.
 */
function alertTrail(home: Crumb, segments: readonly string[], search: string): Crumb[] {
  const [, child, grandchild, , integrationId] = segments;
  const alerts: Crumb = { label: 'alerts', to: '/alerts' };
  if (child === 'integrations') {
    if (grandchild !== 'edit') return [home, alerts, { label: 'integrations' }];
    const integrations: Crumb = { label: 'integrations', to: '/alerts/integrations' };
    return [
      home,
      alerts,
      integrations,
      { label: integrationId === 'new' ? 'newIntegration' : 'integration' },
    ];
  }
  if (child === 'create' && new URLSearchParams(search).has('id')) {
    return [home, alerts, { label: 'alertsList', to: '/alerts/list' }, { label: 'alertsEdit' }];
  }
  const sub = ALERT_SECTIONS[child ?? ''];
  return sub ? [home, alerts, { label: sub }] : [home, { label: 'alerts' }];
}

const ORGANIZATION_PATH = /^\/(?:organizations|licensing)\/(\d+)(?:\/|$)/;

/** The organization an /organizations/:id/… or /licensing/:id page is about, or null. */
export function organizationIdOfPath(pathname: string): number | null {
  const match = ORGANIZATION_PATH.exec(pathname);
  const id = Number(match?.[1]);
  return match && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Home › Organizations › Own › … › This one: the organization crumbs follow its parent path.
 * On /licensing/:id every organization links to its page and "Licensing" comes last.
 */
function organizationTrail(home: Crumb, root: string, path: readonly OrganizationPathEntry[]): Crumb[] {
  const organizations: Crumb = { label: 'organizations', to: '/organizations' };
  const licensing = root === 'licensing';
  const crumbs = path.map((entry, index): Crumb =>
    index === path.length - 1 && !licensing
      ? { label: `organization-${entry.id}`, text: entry.name }
      : { label: `organization-${entry.id}`, text: entry.name, to: `/organizations/${entry.id}/info` },
  );
  return [home, organizations, ...crumbs, ...(licensing ? [{ label: 'licensing' }] : [])];
}

/**
 * Home › Section › Page, from the path (and the account page's ?section=); the account's pages sit
 * under Settings.
 * Organization pages pass the parent path of the organization they show.
 */
export function breadcrumbTrail(
  pathname: string,
  search = '',
  organizationPath: readonly OrganizationPathEntry[] = [],
): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const [root, child] = segments;
  const home: Crumb = { label: 'home', to: '/home' };
  if (!root || root === 'home') return [{ label: 'home' }];
  if (root === 'organizations' && !child) return [home, { label: 'organizations' }];
  if (organizationIdOfPath(pathname) !== null) return organizationTrail(home, root, organizationPath);
  if (root === 'devicemanagement' || ((root === 'devices' || root === 'devicegroup') && child)) {
    return deviceTrail(home, segments);
  }
  if (root === 'alerts') return alertTrail(home, segments, search);
  if (root === 'media' && child === 'menus') {
    const media: Crumb = { label: 'media', to: '/media' };
    return segments[2]
      ? [home, media, { label: 'menus', to: '/media/menus' }, { label: 'menu' }]
      : [home, media, { label: 'menus' }];
  }
  const provider = MEDIA_PROVIDERS.find((name) => name === child);
  if (root === 'media' && provider) {
    return [home, { label: 'media', to: '/media' }, { label: provider, text: PROVIDER_NAMES[provider] }];
  }
  const section = SECTION_ROOTS[root];
  if (!section) return [home];
  let sub: string | undefined;
  if (root === 'help' && child && HELP_PAGES.has(child)) sub = child;
  if (root === 'media' && child && CONTENT_SECTIONS.has(child)) sub = child;
  if (root === 'playlists' && child) sub = PLAYLIST_SECTIONS[child];
  if (root === 'credits' && child) sub = CREDIT_SECTIONS[child];
  if (root === 'account') sub = ACCOUNT_SECTIONS[new URLSearchParams(search).get('section') ?? ''];
  // the account's pages are the user's settings (spec section 2): /settings leads to them
  const above = root === 'account' ? [home, { label: 'settings', to: '/settings' }] : [home];
  return sub
    ? [...above, { label: section, to: `/${root}` }, { label: sub }]
    : [...above, { label: section }];
}
