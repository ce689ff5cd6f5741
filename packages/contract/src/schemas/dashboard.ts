import { z } from 'zod';
import { DEVICE_STATUSES } from '../devices.js';
import { ZLicensePackage, ZLicenseState, ZLicenseStatus } from '../license.js';
import { ZMediaItem } from './media.js';
import { ZPlaylistSummary } from './playlists.js';
import { ZShowing } from './devices.js';

/**
 * GET /api/dashboard: the state of the organization the caller acts for, as /home shows it. A section
 * the caller's role may not see (spec section 6) is null, never an empty list.
 */

/** How many screens the 'Now playing' grid shows (online ones first). */
export const DASHBOARD_SCREENS_MAX = 8;
/** How many offline screens are named; the count says how many more there are. */
export const DASHBOARD_OFFLINE_MAX = 5;
/** How many playlists with unpublished changes are listed. */
export const DASHBOARD_PLAYLISTS_MAX = 5;
/** How many of the newest uploads are shown. */
export const DASHBOARD_UPLOADS_MAX = 6;

/** A screen as the dashboard names it: enough to show it and link to its page. */
export const ZDashboardScreen = z.object({
  id: z.number().int(),
  deviceKey: z.string(),
  /** empty when unnamed: shown as 'Screen {id}' */
  name: z.string(),
  status: z.enum(DEVICE_STATUSES),
  lastSeenAt: z.string().nullable(),
  /** the latest picture the screen sent of what it shows */
  thumbnailUrl: z.string().nullable(),
  thumbnailAt: z.string().nullable(),
  /** what it plays now, as it last reported (null while offline or showing nothing) */
  showing: ZShowing.nullable(),
});
export type TDashboardScreen = z.infer<typeof ZDashboardScreen>;

/** The organization's screens: how many are online, which are not, and what plays on them. */
export const ZDashboardScreens = z.object({
  total: z.number().int(),
  /** heard from lately (active, updating or inactive) */
  online: z.number().int(),
  offline: z.number().int(),
  /** the offline screens, by name (at most DASHBOARD_OFFLINE_MAX) */
  offlineScreens: z.array(ZDashboardScreen),
  /** playing ones first, then the other online ones, then offline ones, by name (at most DASHBOARD_SCREENS_MAX) */
  nowPlaying: z.array(ZDashboardScreen),
});
export type TDashboardScreens = z.infer<typeof ZDashboardScreens>;

/** The playlists whose edits the screens do not show yet: changed since publishing first, then drafts. */
export const ZDashboardPlaylists = z.object({
  totalCount: z.number().int(),
  results: z.array(ZPlaylistSummary),
});
export type TDashboardPlaylists = z.infer<typeof ZDashboardPlaylists>;

/** The newest files of My and Shared media the caller sees. */
export const ZDashboardUploads = z.object({
  totalCount: z.number().int(),
  results: z.array(ZMediaItem),
});
export type TDashboardUploads = z.infer<typeof ZDashboardUploads>;

/** How much of a licence limit is used; a null limit is unlimited. */
export const ZDashboardUsage = z.object({ used: z.number().int(), limit: z.number().int().nullable() });
export type TDashboardUsage = z.infer<typeof ZDashboardUsage>;

/** The licence: how long it lasts and how much of it is used (each usage null for a role that may not see it). */
export const ZDashboardLicense = z.object({
  /** null when the organization has no licence (it counts as an ended trial) */
  package: ZLicensePackage.nullable(),
  state: ZLicenseState,
  licenseStatus: ZLicenseStatus,
  validityExpiresAt: z.string().nullable(),
  /** whole days until it ends (0 once it has ended); null when it never ends */
  daysLeft: z.number().int().nullable(),
  screens: ZDashboardUsage.nullable(),
  users: ZDashboardUsage.nullable(),
  /** bytes of My and Shared media (no licence limits storage) */
  storage: z.object({ usedBytes: z.number(), itemCount: z.number().int() }).nullable(),
});
export type TDashboardLicense = z.infer<typeof ZDashboardLicense>;

/** What the organization has done so far: the dashboard's guides fold away once theirs is done. */
export const ZDashboardSetup = z.object({
  screenAdded: z.boolean(),
  mediaUploaded: z.boolean(),
  playlistCreated: z.boolean(),
  playlistPublished: z.boolean(),
  /** a playlist is on a screen's or a group's schedule */
  contentScheduled: z.boolean(),
});
export type TDashboardSetup = z.infer<typeof ZDashboardSetup>;

export const ZDashboard = z.object({
  organizationId: z.number().int(),
  setup: ZDashboardSetup,
  /** for roles that manage screens */
  screens: ZDashboardScreens.nullable(),
  /** for roles that edit playlists */
  playlists: ZDashboardPlaylists.nullable(),
  /** for roles that use the media library */
  uploads: ZDashboardUploads.nullable(),
  /** for roles that manage organizations */
  license: ZDashboardLicense.nullable(),
});
export type TDashboard = z.infer<typeof ZDashboard>;
