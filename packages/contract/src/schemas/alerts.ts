import { z } from 'zod';
import {
  ALERT_DURATION_MAX_MINUTES,
  ALERT_DURATION_MIN_MINUTES,
  ALERT_NAME_MAX_LENGTH,
  ALERT_STATES,
  ALERT_TARGETS_MAX,
  ALERT_TEXT_MAX_LENGTH,
  ALERT_TYPES,
} from '../alerts.js';
import { zName } from '../fields.js';
import { ALERT_PRIORITY_MAX, ALERT_PRIORITY_MIN, ALERT_PRIORITY_USER } from '../integrations.js';
import { zId } from '../ids.js';
import { TEXT_MESSAGE, zText } from '../text-rule.js';

/**
 * Alerts (not shown in spec section 7; designed in its style, all POST under /api/alert/…). An alert
 * belongs to the organization that made it; a parent may target the screens of sub-organizations it
 * manages, which see it read-only with its origin.
 */

export const zAlertColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'validation.color' });
/** Whether a text holds a control character other than tab and line breaks (6 bytes each in a push). */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}
export const zAlertText = zText()
  .trim()
  .min(1)
  .max(ALERT_TEXT_MAX_LENGTH)
  .refine((text) => !hasControlCharacter(text), { error: TEXT_MESSAGE });
/** minutes; null when continuous */
export const zAlertDuration = z
  .number({ error: 'validation.alertDuration' })
  .int({ error: 'validation.alertDuration' })
  .min(ALERT_DURATION_MIN_MINUTES, { error: 'validation.alertDuration' })
  .max(ALERT_DURATION_MAX_MINUTES, { error: 'validation.alertDuration' })
  .nullable();
const zIds = z.array(zId).max(ALERT_TARGETS_MAX);

/**
 * The screens an alert shows on: every screen of its organization, or the screens of the chosen
 * groups (with their subgroups), the chosen screens, and every screen of the chosen sub-organizations.
 */
export const ZAlertTargets = z
  .object({
    all: z.boolean(),
    groupIds: zIds.default([]),
    deviceIds: zIds.default([]),
    organizationIds: zIds.default([]),
  })
  .refine(
    (targets) =>
      targets.all || targets.groupIds.length + targets.deviceIds.length + targets.organizationIds.length > 0,
    { error: 'validation.alertTargets' },
  );
export type TAlertTargets = z.infer<typeof ZAlertTargets>;

/** What a user fills in (spec sections 3 and 5): one schema for the form and the server. */
export const ZAlertInput = z
  .object({
    name: zName(ALERT_NAME_MAX_LENGTH),
    description: zAlertText,
    instructions: zAlertText,
    type: z.enum(ALERT_TYPES),
    continuous: z.boolean(),
    /** minutes; required unless continuous */
    duration: zAlertDuration,
    backgroundColor: zAlertColor,
    textColor: zAlertColor,
    targets: ZAlertTargets,
  })
  .refine((alert) => alert.continuous || alert.duration !== null, {
    error: 'validation.alertDuration',
    path: ['duration'],
  });
export type TAlertInput = z.infer<typeof ZAlertInput>;

/** Who activated or deactivated an alert: a user, or an integration (a service provider). */
export const ZAlertActor = z.object({ kind: z.enum(['user', 'integration']), name: z.string() });
export type TAlertActor = z.infer<typeof ZAlertActor>;

export const ZAlert = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  instructions: z.string(),
  type: z.enum(ALERT_TYPES),
  continuous: z.boolean(),
  duration: z.number().int().nullable(),
  backgroundColor: z.string(),
  textColor: z.string(),
  targets: z.object({
    all: z.boolean(),
    groupIds: z.array(z.number().int()),
    deviceIds: z.array(z.number().int()),
    organizationIds: z.array(z.number().int()),
  }),
  state: z.enum(ALERT_STATES),
  /** the alert with the highest priority shows first on a screen (a person's alert: ALERT_PRIORITY_USER) */
  priority: z.number().int(),
  /** the integration that raised it, if one did */
  integration: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  activatedAt: z.string().nullable(),
  /** when a timed alert ends by itself; null for a continuous one or one not active */
  endsAt: z.string().nullable(),
  deactivatedAt: z.string().nullable(),
  activatedBy: ZAlertActor.nullable(),
  deactivatedBy: ZAlertActor.nullable(),
  /** the organization that made it: the caller's own, or a parent's for a broadcast */
  origin: z.object({ organizationId: z.number().int(), organizationName: z.string() }),
  /** a parent's broadcast, seen by a sub-organization: it can neither change nor end it */
  readOnly: z.boolean(),
  createdAt: z.string(),
});
export type TAlert = z.infer<typeof ZAlert>;

export const ZAlertCreateRequest = ZAlertInput;
export const ZAlertUpdateRequest = z.intersection(z.object({ id: zId }), ZAlertInput);
export const ZAlertIdRequest = z.object({ id: zId });
export const ZAlertListRequest = z.object({ state: z.enum(ALERT_STATES).optional() }).optional();
export const ZAlertList = z.object({ results: z.array(ZAlert) });

/** Spec section 4's proof: where each targeted screen is with an active alert. */
export const ALERT_RECEIPT_STATUSES = ['shown', 'offline', 'waiting'] as const;
export const ZAlertReceipt = z.object({
  deviceKey: z.string(),
  deviceName: z.string(),
  organizationName: z.string(),
  status: z.enum(ALERT_RECEIPT_STATUSES),
  /** when the screen reported it showed the alert */
  shownAt: z.string().nullable(),
});
export type TAlertReceipt = z.infer<typeof ZAlertReceipt>;
export const ZAlertReceipts = z.object({ alertId: z.number().int(), receipts: z.array(ZAlertReceipt) });
export type TAlertReceipts = z.infer<typeof ZAlertReceipts>;

/** An active alert as a screen gets it: in its manifest, and pushed down its socket on activation. */
export const ZManifestAlert = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  instructions: z.string(),
  type: z.enum(ALERT_TYPES),
  backgroundColor: z.string(),
  textColor: z.string(),
  activatedAt: z.string(),
  /** the alert with the highest priority shows first, then the most recently activated */
  priority: z.number().int().min(ALERT_PRIORITY_MIN).max(ALERT_PRIORITY_MAX).default(ALERT_PRIORITY_USER),
  /** the screen ends it by its own clock at this moment, even without the server; null: until deactivated */
  endsAt: z.string().nullable(),
});
export type TManifestAlert = z.infer<typeof ZManifestAlert>;
