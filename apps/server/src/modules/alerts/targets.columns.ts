import { sql } from 'drizzle-orm';
import { boolean, integer } from 'drizzle-orm/pg-core';

/**
 * Where alerts show, as alerts and integrations store it: every screen of the organization
 * (targets_all), and the screens of the named groups (with their subgroups), the named screens and
 * every screen of the named sub-organizations.
 */
export const targetColumns = () => ({
  targetsAll: boolean('targets_all').notNull(),
  targetGroupIds: integer('target_group_ids')
    .array()
    .notNull()
    .default(sql`'{}'`),
  targetDeviceIds: integer('target_device_ids')
    .array()
    .notNull()
    .default(sql`'{}'`),
  targetOrganizationIds: integer('target_organization_ids')
    .array()
    .notNull()
    .default(sql`'{}'`),
});

/** The stored targets of an alert or integration. */
export type TargetColumns = {
  targetsAll: boolean;
  targetGroupIds: number[];
  targetDeviceIds: number[];
  targetOrganizationIds: number[];
};

/** Just the targets of a row (an integration's, copied to the alert it raises). */
export function targetsOf(row: TargetColumns): TargetColumns {
  return {
    targetsAll: row.targetsAll,
    targetGroupIds: row.targetGroupIds,
    targetDeviceIds: row.targetDeviceIds,
    targetOrganizationIds: row.targetOrganizationIds,
  };
}

/** The targets as the API names them. */
export function presentTargets(row: TargetColumns) {
  return {
    all: row.targetsAll,
    groupIds: row.targetGroupIds,
    deviceIds: row.targetDeviceIds,
    organizationIds: row.targetOrganizationIds,
  };
}
