import { z } from 'zod';
import {
  LICENSE_SWITCHES,
  messageKey,
  ZLicenseData,
  ZLicensePackage,
  type LicenseSwitch,
  type SubOrgAccessLevel,
  type TLicenseInfo,
  type TLicenseUpdateRequest,
  type TPackageInfo,
} from '@placard/contract';
import { checkWithContract } from '../../components/form/checkWithContract';
import { parseWholeNumber } from '../../components/form/numbers';

/**
 * The licence form holds what a person types (numbers as text, an "Unlimited" box beside each limit,
 * a duration in days or an end date); on submit it becomes the contract's ZLicenseData, which
 * validates it the same way the server does.
 */

export const DURATION_MODES = ['days', 'date'] as const;
export type DurationMode = (typeof DURATION_MODES)[number];

/** Each limit, the box that makes it unlimited, and the short name its label and test id use. */
export const LIMIT_FIELDS = [
  { field: 'numDevices', unlimited: 'devicesUnlimited', key: 'devices' },
  { field: 'numUsers', unlimited: 'usersUnlimited', key: 'users' },
  { field: 'interactiveDeviceLimit', unlimited: 'interactiveUnlimited', key: 'interactive' },
] as const;
export type LimitField = (typeof LIMIT_FIELDS)[number]['field'];

/** The duration in days, a limit too while no end date is chosen instead. */
export const DAYS_LIMIT = { field: 'validityDays', unlimited: 'daysUnlimited', key: 'days' } as const;
export type LicenseLimit = (typeof LIMIT_FIELDS)[number] | typeof DAYS_LIMIT;

const zSwitches = Object.fromEntries(LICENSE_SWITCHES.map((key) => [key, z.boolean()])) as Record<
  LicenseSwitch,
  z.ZodBoolean
>;

export const ZLicenseFormFields = z.object({
  package: ZLicensePackage,
  numDevices: z.string(),
  devicesUnlimited: z.boolean(),
  numUsers: z.string(),
  usersUnlimited: z.boolean(),
  interactiveDeviceLimit: z.string(),
  interactiveUnlimited: z.boolean(),
  durationMode: z.enum(DURATION_MODES),
  validityDays: z.string(),
  daysUnlimited: z.boolean(),
  /** the last day of the licence, yyyy-mm-dd in the user's time zone (date mode) */
  validityExpiresAt: z.string(),
  subOrgUpdateAccess: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  ...zSwitches,
});
export type TLicenseForm = z.input<typeof ZLicenseFormFields>;
export type TLicenseFormData = z.output<typeof ZLicenseData>;

const pad = (value: number) => String(value).padStart(2, '0');

/** A date as yyyy-mm-dd in the user's time zone (the value of a date input). */
export function toDateInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 23:59:59.999 local time of the given yyyy-mm-dd day, as ISO; null when it is not a date. */
export function endOfLocalDay(day: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const end = new Date(year, month - 1, date, 23, 59, 59, 999);
  if (end.getFullYear() !== year || end.getMonth() !== month - 1 || end.getDate() !== date) return null;
  return end.toISOString();
}

/** The end of the user's current day (23:59:59.999 local), as ISO: /license/update's updateLocalTime. */
export function updateLocalTime(now: Date = new Date()): string {
  const end = new Date(now.getTime());
  end.setHours(23, 59, 59, 999);
  return end.toISOString();
}

const countText = (value: number | null) => (value === null ? '' : String(value));

function switchesOf(source: Record<LicenseSwitch, boolean>): Record<LicenseSwitch, boolean> {
  return Object.fromEntries(LICENSE_SWITCHES.map((key) => [key, source[key]])) as Record<
    LicenseSwitch,
    boolean
  >;
}

/** The form for an organization's current licence; an end date is kept as it is unless changed. */
export function licenseFormFromInfo(info: TLicenseInfo): TLicenseForm {
  const end = info.validityExpiresAt === null ? null : new Date(info.validityExpiresAt);
  return {
    package: info.package,
    numDevices: countText(info.numDevices),
    devicesUnlimited: info.numDevices === null,
    numUsers: countText(info.numUsers),
    usersUnlimited: info.numUsers === null,
    interactiveDeviceLimit: countText(info.interactiveDeviceLimit),
    interactiveUnlimited: info.interactiveDeviceLimit === null,
    durationMode: end ? 'date' : 'days',
    validityDays: countText(info.validityDays),
    daysUnlimited: end === null,
    validityExpiresAt: end ? toDateInput(end) : '',
    subOrgUpdateAccess: info.subOrgUpdateAccess,
    ...switchesOf(info),
  };
}

/** The form after choosing a package: its limits, duration in days and switches. */
export function licenseFormFromPackage(pkg: TPackageInfo, current: TLicenseForm): TLicenseForm {
  return {
    ...current,
    package: pkg.type,
    numDevices: countText(pkg.numDevices),
    devicesUnlimited: pkg.numDevices === null,
    numUsers: countText(pkg.numUsers),
    usersUnlimited: pkg.numUsers === null,
    interactiveDeviceLimit: countText(pkg.interactiveDeviceLimit),
    interactiveUnlimited: pkg.interactiveDeviceLimit === null,
    durationMode: 'days',
    validityDays: countText(pkg.validityDays),
    daysUnlimited: pkg.validityDays === null,
    subOrgUpdateAccess: pkg.subOrgUpdateAccess,
    ...switchesOf(pkg),
  };
}

/** What the form sends, before the contract's checks (limits as numbers, null when unlimited). */
export function toLicenseData(values: TLicenseForm) {
  const count = (text: string, unlimited: boolean) => (unlimited ? null : parseWholeNumber(text));
  const duration =
    values.durationMode === 'date'
      ? { validityExpiresAt: endOfLocalDay(values.validityExpiresAt) ?? values.validityExpiresAt }
      : { validityDays: count(values.validityDays, values.daysUnlimited) };
  return {
    package: values.package,
    numDevices: count(values.numDevices, values.devicesUnlimited),
    numUsers: count(values.numUsers, values.usersUnlimited),
    interactiveDeviceLimit: count(values.interactiveDeviceLimit, values.interactiveUnlimited),
    ...duration,
    subOrgUpdateAccess: values.subOrgUpdateAccess,
    ...switchesOf(values),
  };
}

/**
 * The licence form's schema: devices, users, interactive devices and days are required unless
 * unlimited (or an end date, not in the past, is chosen); then the contract's ZLicenseData applies
 * (numbers in range, interactive devices within devices: 'Exceeded device limit').
 */
export function licenseFormSchema(now: () => Date = () => new Date()) {
  return ZLicenseFormFields.superRefine((values, ctx) => {
    const required = (path: keyof TLicenseForm) =>
      ctx.addIssue({ code: 'custom', path: [path], message: 'validation.required' });
    for (const { field, unlimited } of LIMIT_FIELDS) {
      if (!values[unlimited] && values[field].trim() === '') required(field);
    }
    if (values.durationMode === 'days') {
      if (!values.daysUnlimited && values.validityDays.trim() === '') required('validityDays');
      return;
    }
    const end = endOfLocalDay(values.validityExpiresAt);
    if (values.validityExpiresAt.trim() === '') required('validityExpiresAt');
    else if (end === null) {
      ctx.addIssue({ code: 'custom', path: ['validityExpiresAt'], message: 'validation.invalid' });
    } else if (values.validityExpiresAt < toDateInput(now())) {
      ctx.addIssue({
        code: 'custom',
        path: ['validityExpiresAt'],
        message: messageKey('validation.tooSmall', { min: toDateInput(now()) }),
      });
    }
  }).transform((values, ctx): TLicenseFormData =>
    checkWithContract(ZLicenseData, toLicenseData(values), ctx),
  );
}

/** Interactive devices over devices, as the form shows it while typing. */
export function exceedsDeviceLimit(
  values: Pick<TLicenseForm, LimitField | 'devicesUnlimited' | 'interactiveUnlimited'>,
) {
  if (values.devicesUnlimited || values.interactiveUnlimited) return false;
  const devices = parseWholeNumber(values.numDevices);
  const interactive = parseWholeNumber(values.interactiveDeviceLimit);
  return devices !== undefined && interactive !== undefined && interactive > devices;
}

/** The /license/update body for licence data (the whole form, or one switch of the add-ons tab). */
export function licenseUpdateRequest(
  organizationId: number,
  data: Partial<TLicenseFormData>,
  now: Date = new Date(),
): TLicenseUpdateRequest {
  return { data: { ...data, organizationId, updateLocalTime: updateLocalTime(now) } };
}

/** The switches a licence grants, in the contract's order. */
export function grantedSwitches(features: Record<LicenseSwitch, boolean>): LicenseSwitch[] {
  return LICENSE_SWITCHES.filter((key) => features[key]);
}

/** How full a limit is, 0–100 (null: unlimited, nothing to show). */
export function usagePercent(used: number, limit: number | null): number | null {
  if (limit === null) return null;
  if (limit <= 0) return used > 0 ? 100 : 0;
  return Math.min(100, Math.round((used / limit) * 100));
}

export const SUB_ORG_ACCESS_OPTIONS: readonly SubOrgAccessLevel[] = [0, 1, 2];
