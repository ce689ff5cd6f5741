/** Screens (spec section 3, Device and Device group) and the constants of the player protocol. */

/** The device types a screen can be given in its details. */
export const DEVICE_TYPES = [
  'NONE',
  'EVO_ROLL',
  'EVO_ROLL_PRO',
  'EVO_TALL',
  'EVO_TALL_PRO',
  'NIO_S15_PORTRAIT',
  'NIO_S15_LANDSCAPE',
  'NIO_S10_PORTRAIT',
  'NIO_S10_LANDSCAPE',
  'MUV',
  'VUE_II',
  'TAB',
  'GEL',
  'SHO_STICK',
  'CUSTOM',
] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/**
 * A screen's status, derived when read: offline when its last heartbeat is older than
 * DEVICE_OFFLINE_AFTER_MS; otherwise updating while it downloads new content, active while something
 * is scheduled for it now, inactive when nothing is.
 */
export const DEVICE_STATUSES = ['active', 'updating', 'offline', 'inactive'] as const;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];

/** Spec section 9: a device is paired with a 4-digit code. */
export const PAIRING_CODE_LENGTH = 4;
/** A pairing code is valid this long; the player asks for a new one before it lapses. */
export const PAIRING_CODE_TTL_MS = 10 * 60_000;
/** How often a pairing screen asks whether it was accepted. */
export const PAIRING_POLL_MS = 2_000;
/** How often a player sends a heartbeat. */
export const HEARTBEAT_INTERVAL_MS = 30_000;
/** A screen not heard from for this long is offline. */
export const DEVICE_OFFLINE_AFTER_MS = 90_000;
/** How often a player revalidates its manifest when no push arrives (pushes make it immediate). */
export const MANIFEST_POLL_MS = 60_000;
/** The longest a player waits between reconnection attempts. */
export const RECONNECT_MAX_DELAY_MS = 30_000;
/** The largest thumbnail a player uploads of its current slide. */
export const DEVICE_THUMBNAIL_MAX_BYTES = 512 * 1024;
/** The long side of a screen's thumbnail as the server keeps it (JPEG). */
export const DEVICE_THUMBNAIL_LONG_SIDE = 480;
/** Device names, group names and descriptions. */
export const DEVICE_NAME_MAX_LENGTH = 100;
export const DEVICE_DESCRIPTION_MAX_LENGTH = 500;
/** Nesting depth of device groups. */
export const GROUP_DEPTH_MAX = 8;
/** Schedule entries of one device or group. */
export const SCHEDULE_ENTRIES_MAX = 200;
/** Devices handled by one call (group addDevices, interactive toggle). */
export const DEVICE_SELECTION_MAX = 1_000;

/** Spec section 8: what /device/info answers for a screen it cannot describe. */
export const DEVICE_INFO_FALLBACK = {
  active: false,
  offline: true,
  name: '',
  appVersion: '1.0',
  androidVersion: '13',
  interactive: false,
  deviceType: 'NONE' as DeviceType,
  description: '',
} as const;
