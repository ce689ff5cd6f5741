/** The edit page of a screen (spec section 2: /devices/{deviceKey}/{orgId}). */
export const devicePath = (deviceKey: string, organizationId: number) =>
  `/devices/${encodeURIComponent(deviceKey)}/${organizationId}`;

/** The edit page of a device group (/devicegroup/{groupId}/{orgId}). */
export const groupPath = (groupId: number, organizationId: number) =>
  `/devicegroup/${groupId}/${organizationId}`;

export const DEVICES_PATH = '/devicemanagement/devices';
export const GROUPS_PATH = '/devicemanagement/groups';
/** What plays where: the schedule overview of every screen and group. */
export const SCHEDULE_OVERVIEW_PATH = '/devicemanagement/schedule';

/** A positive whole number from the address, or null. */
export function idParam(value: string | undefined): number | null {
  const id = Number(value);
  return value && /^\d+$/.test(value) && Number.isSafeInteger(id) && id > 0 ? id : null;
}
