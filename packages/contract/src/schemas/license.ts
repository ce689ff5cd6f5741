import { z } from 'zod';
import { ACCESS_STATES } from '../access.js';
import {
  LICENSE_SWITCHES,
  ZLicenseFeatures,
  ZLicensePackage,
  ZLicenseState,
  ZLicenseStatus,
  type LicenseSwitch,
} from '../license.js';
import { zId, zIdParam } from '../ids.js';
import { zText } from '../text-rule.js';

export const MAX_LICENSE_COUNT = 1_000_000;
export const MAX_VALIDITY_DAYS = 36_500;
export const MAX_CREDITS_PER_ADD = 1_000_000;

/** A count that may be unlimited (null). */
const zLimit = (max: number) => z.number().int().min(0).max(max).nullable();

/** Package info of spec section 3, as /license/packages and /license/packageinfo return it. */
export const ZPackageInfo = z.object({
  name: z.string(),
  type: ZLicensePackage,
  numDevices: z.number().int().nullable(),
  numUsers: z.number().int().nullable(),
  validityDays: z.number().int().nullable(),
  interactiveDeviceLimit: z.number().int().nullable(),
  ...ZLicenseFeatures.shape,
});
export type TPackageInfo = z.infer<typeof ZPackageInfo>;

export const ZPackageInfoRequest = z.object({ package: zText().max(50) });

export const ZLicenseInfoRequest = z.object({
  sessionKey: zText().max(200).optional(),
  organizationId: zId,
});

/** An organization's licence as /license/info and /license/update return it. */
export const ZLicenseInfo = z.object({
  organizationId: z.number().int(),
  organizationName: z.string(),
  package: ZLicensePackage,
  state: ZLicenseState,
  licenseStatus: ZLicenseStatus,
  validFrom: z.string(),
  validityExpiresAt: z.string().nullable(),
  numDevices: z.number().int().nullable(),
  numUsers: z.number().int().nullable(),
  validityDays: z.number().int().nullable(),
  interactiveDeviceLimit: z.number().int().nullable(),
  usedUsers: z.number().int(),
  usedDevices: z.number().int(),
  trialExtended: z.boolean(),
  ...ZLicenseFeatures.shape,
  /** the caller's access to this organization */
  accessState: z.enum(ACCESS_STATES),
  /** whether the caller may change this licence (a parent with full access) */
  canUpdate: z.boolean(),
  /** whether the caller may extend this trial now */
  canExtendTrial: z.boolean(),
});
export type TLicenseInfo = z.infer<typeof ZLicenseInfo>;

const zOptionalSwitches = Object.fromEntries(
  LICENSE_SWITCHES.map((key) => [key, z.boolean().optional()]),
) as Record<LicenseSwitch, z.ZodOptional<z.ZodBoolean>>;

/**
 * Licence data a parent assigns: a package, and any limits or switches that differ from its defaults.
 * Either validityDays or an end date (validityExpiresAt) sets how long it lasts; null days is unlimited.
 */
const ZLicenseDataFields = z.object({
  package: ZLicensePackage,
  numDevices: zLimit(MAX_LICENSE_COUNT).optional(),
  // the owner is a user, so an organization needs room for at least one
  numUsers: z.number().int().min(1).max(MAX_LICENSE_COUNT).nullable().optional(),
  validityDays: z.number().int().min(1).max(MAX_VALIDITY_DAYS).nullable().optional(),
  validityExpiresAt: z.iso.datetime({ offset: true }).optional(),
  interactiveDeviceLimit: zLimit(MAX_LICENSE_COUNT).optional(),
  subOrgUpdateAccess: z.union([z.literal(0), z.literal(1), z.literal(2), zText().max(20)]).optional(),
  ...zOptionalSwitches,
});

/** Interactive devices cannot exceed the licence's devices ('Exceeded device limit'). */
const interactiveWithinDevices = {
  check: (data: { numDevices?: number | null; interactiveDeviceLimit?: number | null }) =>
    data.interactiveDeviceLimit == null ||
    data.numDevices == null ||
    data.interactiveDeviceLimit <= data.numDevices,
  params: { error: 'errors.DEVICE_LIMIT_EXCEEDED', path: ['interactiveDeviceLimit'] },
};

export const ZLicenseData = ZLicenseDataFields.refine(
  interactiveWithinDevices.check,
  interactiveWithinDevices.params,
);
export type TLicenseData = z.input<typeof ZLicenseData>;

/** /license/update: updateLocalTime is the end of the caller's day (23:59:59.999 local), as ISO. */
export const ZLicenseUpdateRequest = z.object({
  data: ZLicenseDataFields.partial()
    .extend({
      organizationId: zId,
      updateLocalTime: z.iso.datetime({ offset: true }),
    })
    .refine(interactiveWithinDevices.check, interactiveWithinDevices.params),
});
export type TLicenseUpdateRequest = z.input<typeof ZLicenseUpdateRequest>;

export const ZOrganizationIdPathParams = z.object({ organizationId: zIdParam });

export const ZDemoExtensionResponse = z.object({ organizationName: z.string() });

export const ZCredits = z.object({ totalCredits: z.number().int(), usedCredits: z.number().int() });
export type TCredits = z.infer<typeof ZCredits>;

export const ZAddCreditsRequest = z.object({
  numberOfCredits: z.number().int().min(1).max(MAX_CREDITS_PER_ADD),
});
export type TAddCreditsRequest = z.input<typeof ZAddCreditsRequest>;

export const ZAddCreditsResponse = z.object({ success: z.literal(true), credits: ZCredits });

/** What a parent charges a sub-organization, per item (a price in the parent's currency). */
export const PRICING_ITEMS = [
  'device_month',
  'user_month',
  'setup',
  // the credit packages the platform sells (set on the root organization; 0 does not sell it)
  'credits_100',
  'credits_500',
  'credits_1000',
  // what each AI assistant action costs the organization, in credits
  'ai_write',
  'ai_rewrite',
  'ai_design',
  'ai_draft_playlist',
] as const;
export const ZPricingItem = z.enum(PRICING_ITEMS);
export const ZPricingEntry = z.object({
  item: ZPricingItem,
  value: z.number().min(0).max(1_000_000_000),
});
export type TPricingEntry = z.infer<typeof ZPricingEntry>;
export const ZPricing = z.object({ organizationId: z.number().int(), items: z.array(ZPricingEntry) });
export type TPricing = z.infer<typeof ZPricing>;
export const ZPricingUpdateRequest = ZPricingEntry;
