import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/http/app-error.js';
import { findDeviceByKey } from './devices.repository.js';
import type { devices } from './devices.table.js';

export type DeviceRow = typeof devices.$inferSelect;

/** Who works on devices: the organization the request acts for (the impersonated one while impersonating). */
export type DeviceActor = { organization: { id: number } };

/** The organization a device call works in: the caller's acting organization (impersonation aware). */
export function actingOrganizationId(actor: DeviceActor): number {
  return actor.organization.id;
}

/**
 * An organization a device call names (path or body) must be the one the caller acts for: screens of a
 * sub-organization are managed by acting as it (impersonation), never from above.
 */
export function requireActingOrganization(actor: DeviceActor, organizationId: number): number {
  if (organizationId !== actingOrganizationId(actor)) throw new AppError('FORBIDDEN');
  return organizationId;
}

/** A device of the actor's (acting) organization by key, or 404 (another organization's is never acknowledged). */
export async function requireDevice(
  deps: Pick<Deps, 'db'>,
  actor: DeviceActor,
  deviceKey: string,
  options: { forUpdate?: boolean } = {},
): Promise<DeviceRow> {
  const row = await findDeviceByKey(
    deps.db,
    actingOrganizationId(actor),
    deviceKey,
    options.forUpdate ?? false,
  );
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
