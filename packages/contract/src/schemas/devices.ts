import { z } from 'zod';
import {
  DEVICE_DESCRIPTION_MAX_LENGTH,
  DEVICE_NAME_MAX_LENGTH,
  DEVICE_SELECTION_MAX,
  DEVICE_STATUSES,
  DEVICE_TYPES,
  PAIRING_CODE_LENGTH,
  SCHEDULE_ENTRIES_MAX,
} from '../devices.js';
import { zName, zTimeZone } from '../fields.js';
import { zId, zIdParam } from '../ids.js';
import {
  ZEntrySource,
  ZSchedule,
  ZScheduleEntry,
  ZScheduleEntryInput,
  zJsonText,
} from '../schedule/entry.js';
import { SEARCH_MAX_LENGTH } from './organizations.js';
import { zText } from '../text-rule.js';

/**
 * Devices, device groups and their schedules: spec section 7, Devices and Groups (all POST), and the
 * playlist assignment calls. A device is addressed by its deviceKey, a group by its numeric id.
 */

/** A device's key: random, URL-safe, in the address of its edit page. */
export const zDeviceKey = z.string().regex(/^[A-Za-z0-9_-]{10,64}$/);
/** The 4-digit code a screen shows while it waits to be added. */
export const zPairingCode = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${PAIRING_CODE_LENGTH}}$`), { error: 'validation.deviceCode' });
export const zDeviceName = zText().trim().max(DEVICE_NAME_MAX_LENGTH);
export const zDeviceDescription = zText().trim().max(DEVICE_DESCRIPTION_MAX_LENGTH);

const zScheduleEntryIndex = z.number().int().min(0).max(SCHEDULE_ENTRIES_MAX);

// ---- devices -------------------------------------------------------------------------------------

/** What the screen says it is showing, as of its last heartbeat. */
export const ZShowing = z.object({
  playlistId: z.number().int(),
  playlistName: z.string(),
  slideId: z.number().int().nullable(),
});
export type TShowing = z.infer<typeof ZShowing>;

/** One device in the device list (spec section 3: id, deviceKey, userId, currentShedule, offline, active, name, groupId, interactive). */
export const ZDeviceListEntry = z.object({
  id: z.number().int(),
  deviceKey: z.string(),
  userId: z.number().int().nullable(),
  /** what plays on it now, as the screen last reported */
  currentShedule: ZShowing.nullable(),
  offline: z.boolean(),
  active: z.boolean(),
  status: z.enum(DEVICE_STATUSES),
  /** empty when unnamed: the list shows 'Screen {id}' */
  name: z.string(),
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  interactive: z.boolean(),
  deviceType: z.enum(DEVICE_TYPES),
  timezone: z.string(),
  lastSeenAt: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  thumbnailAt: z.string().nullable(),
  /** own entries on the device (its groups' entries not counted) */
  scheduleEntryCount: z.number().int(),
});
export type TDeviceListEntry = z.infer<typeof ZDeviceListEntry>;

export const ZOrgIdParams = z.object({ orgId: zIdParam });

export const ZDeviceAcceptRequest = z.object({
  /** the 4-digit code the screen shows */
  deviceId: zPairingCode,
  /** the screen's timezone; the browser's own by default */
  timezone: zTimeZone.optional(),
  name: zDeviceName.optional(),
});
export const ZDeviceAccepted = z.object({ deviceKey: z.string(), id: z.number().int() });

export const ZDeviceListRequest = z.object({
  search: zText().trim().max(SEARCH_MAX_LENGTH).optional(),
  status: z.enum(DEVICE_STATUSES).optional(),
  /** a group's devices (not its subgroups'); null: devices in no group; absent: all */
  groupId: zId.nullable().optional(),
  interactive: z.boolean().optional(),
});
export const ZDeviceList = z.object({ results: z.array(ZDeviceListEntry) });

export const ZDeviceKeyRequest = z.object({ deviceKey: zDeviceKey });

export const ZDeviceStatsRequest = z.object({}).optional();
export const ZDeviceStats = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  offline: z.number().int(),
  updating: z.number().int(),
  interactive: z.number().int(),
  /** the licence's limits; null means unlimited */
  deviceLimit: z.number().int().nullable(),
  interactiveLimit: z.number().int().nullable(),
});
export type TDeviceStats = z.infer<typeof ZDeviceStats>;

/** /device/info: the section 3 fields, plus what the editing page shows. */
export const ZDeviceInfo = z.object({
  active: z.boolean(),
  offline: z.boolean(),
  name: z.string(),
  appVersion: z.string(),
  androidVersion: z.string(),
  interactive: z.boolean(),
  deviceType: z.enum(DEVICE_TYPES),
  description: z.string(),
  id: z.number().int().nullable(),
  deviceKey: z.string().nullable(),
  status: z.enum(DEVICE_STATUSES),
  timezone: z.string().nullable(),
  groupId: z.number().int().nullable(),
  organizationId: z.number().int().nullable(),
  lastSeenAt: z.string().nullable(),
  resolution: z.object({ width: z.number().int(), height: z.number().int() }).nullable(),
  userAgent: z.string().nullable(),
  /** how far the screen's clock is ahead of the server's in ms (negative: behind); null until it says */
  clockOffsetMs: z.number().int().nullable(),
  showing: ZShowing.nullable(),
  createdAt: z.string().nullable(),
});
export type TDeviceInfo = z.infer<typeof ZDeviceInfo>;

export const ZDeviceSetNameRequest = z.object({ deviceKey: zDeviceKey, deviceName: zDeviceName });
export const ZDeviceDetailsRequest = z.object({
  deviceKey: zDeviceKey,
  deviceType: z.enum(DEVICE_TYPES),
  deviceDescription: zDeviceDescription,
  timezone: zTimeZone.optional(),
});
export const ZInteractiveToggleRequest = z.object({
  organizationId: zId,
  deviceKeys: z.array(zDeviceKey).min(1).max(DEVICE_SELECTION_MAX),
  interactive: z.boolean(),
});
/** the number of interactive devices of the organization after the change */
export const ZInteractiveToggled = z.object({ count: z.number().int() });

export const ZActiveThumbnail = z.object({
  thumbnailUrl: z.string().nullable(),
  takenAt: z.string().nullable(),
});

export const ZSuccess = z.object({ success: z.literal(true) });

// ---- schedules -----------------------------------------------------------------------------------

/** An entry with where it comes from: the device's or group's own, or inherited from a group above. */
export const ZSourcedEntry = ZScheduleEntry.extend({ source: ZEntrySource });
export type TSourcedEntry = z.infer<typeof ZSourcedEntry>;

/** A device's or group's schedule: its own entries in order, and what it inherits from its groups. */
export const ZScheduleList = z.object({
  entries: z.array(ZScheduleEntry),
  inherited: z.array(ZSourcedEntry),
  /** the device's timezone; null for a group (each screen plays in its own) */
  timezone: z.string().nullable(),
});
export type TScheduleList = z.infer<typeof ZScheduleList>;

export const ZDeviceScheduleEntryRequest = z.object({
  deviceKey: zDeviceKey,
  /** the entry to replace; the list's length (or none) adds one at the end */
  scheduleEntryIndex: zScheduleEntryIndex.nullable().optional(),
  scheduleEntry: zJsonText(ZScheduleEntryInput),
});
export const ZDeviceScheduleRemoveRequest = z.object({
  deviceKey: zDeviceKey,
  scheduleEntryIndex: zScheduleEntryIndex,
});

// ---- groups --------------------------------------------------------------------------------------

export const ZDeviceGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  parentId: z.number().int().nullable(),
  /** devices directly in the group */
  deviceCount: z.number().int(),
  /** subgroups directly under the group */
  groupCount: z.number().int(),
  scheduleEntryCount: z.number().int(),
  createdAt: z.string(),
});
export type TDeviceGroup = z.infer<typeof ZDeviceGroup>;

export type TDeviceGroupNode = TDeviceGroup & { groups: TDeviceGroupNode[] };
// recursive, so the API description names it (a component every level refers to)
export const ZDeviceGroupNode: z.ZodType<TDeviceGroupNode> = ZDeviceGroup.extend({
  get groups() {
    return z.array(ZDeviceGroupNode);
  },
}).meta({ id: 'DeviceGroupNode' });

export const ZGroupDetails = ZDeviceGroup.extend({
  /** the groups above it, outermost first */
  path: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type TGroupDetails = z.infer<typeof ZGroupDetails>;

export const zGroupName = zName(DEVICE_NAME_MAX_LENGTH);

export const ZGroupListRequest = z.object({
  parentId: zId.nullable().optional(),
  organizationId: zId.optional(),
});
export const ZGroupList = z.object({ results: z.array(ZDeviceGroup) });
export const ZGroupIdRequest = z.object({ id: zId, organizationId: zId.optional() });
export const ZGroupUpdateRequest = z.object({
  id: zId,
  name: zGroupName,
  description: zDeviceDescription,
  organizationId: zId.optional(),
  /** moves the group; null places it at the top */
  parentId: zId.nullable().optional(),
});
export const ZGroupCreateRequest = z.object({
  name: zGroupName,
  description: zDeviceDescription.default(''),
  parentId: zId.nullable().default(null),
  deviceArray: z.array(zDeviceKey).max(DEVICE_SELECTION_MAX).default([]),
});
export const ZGroupCreated = z.object({ id: z.number().int() });
export const ZGroupDevicesRequest = z.object({ groupId: zId, organizationId: zId.optional() });
export const ZGroupAddDeviceRequest = z.object({
  groupId: zId,
  deviceKey: zDeviceKey,
  interactive: z.boolean().optional(),
});
export const ZGroupAddDevicesRequest = z.object({
  groupId: zId,
  deviceKeyList: zJsonText(z.array(zDeviceKey).min(1).max(DEVICE_SELECTION_MAX)),
});
/** /group/groupList: the tree under a group, or the organization's whole tree when groupId is null. */
export const ZGroupTreeRequest = z.object({ groupId: zId.nullable().default(null) });
export const ZGroupTree = z.object({ results: z.array(ZDeviceGroupNode) });
export const ZGroupScheduleRequest = z.object({ groupId: zId });
export const ZGroupScheduleEntryRequest = z.object({
  groupId: zId,
  scheduleEntryIndex: zScheduleEntryIndex.nullable().optional(),
  scheduleEntry: zJsonText(ZScheduleEntryInput),
});
export const ZGroupScheduleRemoveRequest = z.object({
  groupId: zId,
  scheduleEntryIndex: zScheduleEntryIndex,
});

// ---- assignment ----------------------------------------------------------------------------------

/** scheduleData: a schedule as JSON text, or null/absent for play now (repeats until stopped). */
const zScheduleData = zJsonText(ZSchedule.nullable()).optional();
export const ZAssignToDeviceRequest = z.object({
  deviceKey: zDeviceKey,
  playlistId: zId,
  scheduleData: zScheduleData,
});
export const ZAssignToGroupRequest = z.object({
  groupId: zId,
  playlistId: zId,
  scheduleData: zScheduleData,
});
export const ZAssigned = z.object({ entry: ZScheduleEntry });
