import type { TDeviceGroupNode, TDeviceListEntry } from '@placard/contract';
import { allGroupRows, type GroupRow } from '../devices/groups/groupTree';

/** The screens an alert shows on, as a form holds them (the contract's ZAlertTargets before its checks). */
export interface AlertTargetsValue {
  all: boolean;
  groupIds: number[];
  deviceIds: number[];
  organizationIds: number[];
}

/** The groups and screens chosen, in the order of the pickers' options; ids no longer there are kept out. */
export function chosenTargets(
  value: AlertTargetsValue,
  groups: readonly TDeviceGroupNode[],
  devices: readonly TDeviceListEntry[],
): { groups: GroupRow[]; devices: TDeviceListEntry[] } {
  const groupIds = new Set(value.groupIds);
  const deviceIds = new Set(value.deviceIds);
  return {
    groups: allGroupRows(groups).filter((row) => groupIds.has(row.node.id)),
    devices: devices.filter((device) => deviceIds.has(device.id)),
  };
}
