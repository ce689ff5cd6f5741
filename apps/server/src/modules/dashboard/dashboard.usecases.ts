import {
  DASHBOARD_PLAYLISTS_MAX,
  DASHBOARD_UPLOADS_MAX,
  can,
  type Capability,
  type TDashboard,
  type TDashboardLicense,
} from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { countPairedDevices } from '../devices/devices.usecases.js';
import { hasScheduledContent, screensOverview } from '../devices/devices.overview.usecases.js';
import type { LibraryActor } from '../library/library.policy.js';
import { licenseContext, licenseOf, DAY_MS } from '../licensing/licensing.usecases.js';
import { mediaUsage, recentUploads } from '../media/media.library.usecases.js';
import { playlistMilestones, unpublishedPlaylists } from '../playlists/playlists.library.usecases.js';
import { countUsers } from '../users/users.usecases.js';

/** Who opens the dashboard: a user of any role, in the organization the request acts for. */
export type DashboardActor = LibraryActor;

/** Whole days until a moment, counted up (a licence ending in 3 hours has 1 day left); 0 once past. */
export function daysUntil(end: Date, now: Date): number {
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
}

/** Runs a section's query only for a role allowed to see it; null otherwise. */
function onlyFor<T>(
  actor: DashboardActor,
  capability: Capability,
  load: () => Promise<T>,
): Promise<T | null> {
  return can(actor.user.role, capability) ? load() : Promise.resolve(null);
}

/**
 * GET /api/dashboard: the state of the acting organization, each section only for the roles that may
 * see it (spec section 6): screens for device roles, playlists and uploads for content roles, the
 * licence and its usage for those who manage organizations. Each section is one or two queries.
 */
export async function dashboardOf(deps: Deps, actor: DashboardActor): Promise<TDashboard> {
  const organizationId = actor.organization.id;
  const [screens, playlists, uploads, licenseRow, storage, screenCount, userCount, progress, scheduled] =
    await Promise.all([
      onlyFor(actor, 'devices', () => screensOverview(deps, organizationId)),
      onlyFor(actor, 'playlist_edit', () => unpublishedPlaylists(deps, actor, DASHBOARD_PLAYLISTS_MAX)),
      onlyFor(actor, 'media', () => recentUploads(deps, actor, DASHBOARD_UPLOADS_MAX)),
      onlyFor(actor, 'sidebar_organizations', async () => (await licenseOf(deps, organizationId)) ?? null),
      mediaUsage(deps, actor),
      countPairedDevices(deps, organizationId),
      onlyFor(actor, 'sidebar_users', () => countUsers(deps, organizationId)),
      playlistMilestones(deps, organizationId),
      hasScheduledContent(deps, organizationId),
    ]);

  let license: TDashboardLicense | null = null;
  if (can(actor.user.role, 'sidebar_organizations')) {
    const now = deps.now();
    const context = licenseContext(licenseRow, now);
    const ends = licenseRow?.validityExpiresAt ?? null;
    license = {
      package: licenseRow?.package ?? null,
      state: context.state,
      licenseStatus: context.status,
      validityExpiresAt: ends?.toISOString() ?? null,
      daysLeft: licenseRow ? (ends ? daysUntil(ends, now) : null) : 0,
      screens: can(actor.user.role, 'devices') ? { used: screenCount, limit: context.numDevices } : null,
      users: userCount === null ? null : { used: userCount, limit: context.numUsers },
      storage: can(actor.user.role, 'media') ? storage : null,
    };
  }

  return {
    organizationId,
    setup: {
      screenAdded: screenCount > 0,
      mediaUploaded: storage.itemCount > 0,
      playlistCreated: progress.created,
      playlistPublished: progress.published,
      contentScheduled: scheduled,
    },
    screens,
    playlists,
    uploads,
    license,
  };
}
