import { z } from 'zod';
import { ACCESS_STATES } from '../access.js';
import { isCountryCode } from '../countries.js';
import { zEmail, zName, zTimeZone } from '../fields.js';
import { ZLicensePackage, ZLicenseState } from '../license.js';
import { ZLicenseData } from './license.js';
import { zId, zIdParam, zIds } from '../ids.js';
import { zText } from '../text-rule.js';

export const ZOrganizationIdParams = z.object({ id: zIdParam });

export const DESCRIPTION_MAX_LENGTH = 1000;
export const PHONE_MAX_LENGTH = 40;
export const WEBSITE_TITLE_MAX_LENGTH = 60;
export const SEARCH_MAX_LENGTH = 100;

const zColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'validation.color' });

/** An organization's theme (spec section 3). Unset values fall back to Placard's defaults. */
export const ZTheme = z.object({
  accentColor: zColor.nullable(),
  navBarColor: zColor.nullable(),
  contentColor: zColor.nullable(),
  navTextColor: zColor.nullable(),
  logoUrl: z.string().nullable(),
  homeBackgroundUrl: z.string().nullable(),
  websiteTitle: z.string().nullable(),
});
export type TTheme = z.infer<typeof ZTheme>;

export const THEME_COLORS = ['accentColor', 'navBarColor', 'contentColor', 'navTextColor'] as const;
export type ThemeColor = (typeof THEME_COLORS)[number];

/** Colours to set; a null clears one back to its default, an absent one stays as it is. */
export const ZThemeColorsRequest = z.object({
  accentColor: zColor.nullable().optional(),
  navBarColor: zColor.nullable().optional(),
  contentColor: zColor.nullable().optional(),
  navTextColor: zColor.nullable().optional(),
});
export type TThemeColorsRequest = z.input<typeof ZThemeColorsRequest>;

export const THEME_PROPERTIES = [...THEME_COLORS, 'logo', 'background', 'websiteTitle'] as const;
export type ThemeProperty = (typeof THEME_PROPERTIES)[number];
export const ZResetThemeRequest = z.object({ propertyList: z.array(z.enum(THEME_PROPERTIES)).min(1) });
export type TResetThemeRequest = z.input<typeof ZResetThemeRequest>;
export type TThemeColorsData = z.output<typeof ZThemeColorsRequest>;

/** Theme images: checked by content, at most this big. */
export const THEME_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const THEME_IMAGE_FIELD = 'uploaded-media';
export const ZUploadedUrl = z.object({ url: z.string() });

export const ZWebsiteTitle = z.object({ title: z.string() });
export const ZUpdateWebsiteTitleRequest = z.object({
  title: zText().trim().max(WEBSITE_TITLE_MAX_LENGTH),
});
export type TUpdateWebsiteTitleRequest = z.input<typeof ZUpdateWebsiteTitleRequest>;

/** An address that may be left empty: '' means none, anything else must be an e-mail address. */
const zOptionalEmail = z.preprocess((value) => (value === '' ? null : value), zEmail.nullable());
const zOptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .nullable();

export const ZSupportEmails = z.object({
  customerSupportEmail: zOptionalEmail,
  customerContactEmail: zOptionalEmail,
});
export type TSupportEmails = z.input<typeof ZSupportEmails>;
export type TSupportEmailsData = z.output<typeof ZSupportEmails>;

const zCountry = z.string().trim().min(1).refine(isCountryCode, { error: 'validation.country' });

/** The details an organization's managers edit. */
export const ZOrganizationDetails = z.object({
  name: zName(),
  contactEmail: zOptionalEmail.optional(),
  contactPhoneNumber: zOptionalText(PHONE_MAX_LENGTH).optional(),
  description: zOptionalText(DESCRIPTION_MAX_LENGTH).optional(),
  address: zOptionalText(200).optional(),
  city: zName(),
  state: zName(),
  country: zCountry,
  /** the time zone its new screens start in; unchanged when absent */
  timezone: zTimeZone.optional(),
});
export type TOrganizationDetails = z.input<typeof ZOrganizationDetails>;
export type TOrganizationDetailsData = z.output<typeof ZOrganizationDetails>;

export const ZUpdateOrganizationRequest = ZOrganizationDetails;
export type TUpdateOrganizationRequest = TOrganizationDetails;

export const ZUpdateOwnerRequest = z.object({ ownerName: zName(), ownerEmail: zEmail });
export type TUpdateOwnerRequest = z.input<typeof ZUpdateOwnerRequest>;

export const ZCreateSubOrganizationRequest = ZOrganizationDetails.extend({
  parentOrganizationId: zId,
  ownerName: zName(),
  ownerEmail: zEmail,
  licenseData: ZLicenseData,
  customerSupportEmail: zOptionalEmail.optional(),
  customerContactEmail: zOptionalEmail.optional(),
});
export type TCreateSubOrganizationRequest = z.input<typeof ZCreateSubOrganizationRequest>;
export type TCreateSubOrganizationData = z.output<typeof ZCreateSubOrganizationRequest>;

export const ZLicenseSummary = z.object({
  package: ZLicensePackage,
  state: ZLicenseState,
  validityExpiresAt: z.string().nullable(),
});
export type TLicenseSummary = z.infer<typeof ZLicenseSummary>;

export const COLLATION_STATES = ['off', 'pending', 'active'] as const;
export type CollationState = (typeof COLLATION_STATES)[number];

/** The Organization entity of spec section 3, with what the caller may do with it. */
export const ZOrganization = z.object({
  id: z.number().int(),
  name: z.string(),
  parentOrganizationId: z.number().int().nullable(),
  contactEmail: z.string().nullable(),
  contactPhoneNumber: z.string().nullable(),
  description: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  /** the time zone new screens start in: as chosen, else the country's main zone */
  timezone: z.string(),
  domain: z.string().nullable(),
  /** whether people registering on `domain` join this organization (only once the domain is verified) */
  collate: z.boolean(),
  /** off; pending until the domain's TXT record is verified; active */
  collationState: z.enum(COLLATION_STATES),
  /** the TXT record to publish on `domain` while collation is pending or active */
  collationRecord: z.string().nullable(),
  ownerName: z.string().nullable(),
  ownerEmail: z.string().nullable(),
  customerSupportEmail: z.string().nullable(),
  customerContactEmail: z.string().nullable(),
  websiteTitle: z.string().nullable(),
  subOrganizationCount: z.number().int(),
  licenseData: ZLicenseSummary.nullable(),
  accessState: z.enum(ACCESS_STATES),
  /** whether this is the caller's own organization */
  isOwn: z.boolean(),
  /** the platform's root organization */
  isRoot: z.boolean(),
});
export type TOrganization = z.infer<typeof ZOrganization>;

/** One organization in the tree and in lists: enough to draw a row. */
export const ZOrganizationNode = z.object({
  id: z.number().int(),
  name: z.string(),
  parentOrganizationId: z.number().int().nullable(),
  /** levels below the caller's organization (its direct children are 1) */
  depth: z.number().int(),
  /** names of its ancestors below the caller's organization, outermost first */
  path: z.array(z.string()),
  subOrganizationCount: z.number().int(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  ownerEmail: z.string().nullable(),
  license: ZLicenseSummary.nullable(),
  accessState: z.enum(ACCESS_STATES),
});
export type TOrganizationNode = z.infer<typeof ZOrganizationNode>;
export const ZOrganizationNodes = z.array(ZOrganizationNode);

export const ZSubOrganizationsQuery = z.object({ q: zText().trim().max(SEARCH_MAX_LENGTH).optional() });

export const ZListOfOrgsRequest = z.object({
  organizationsList: zIds(1000),
});

export const ZPathEntry = z.object({ id: z.number().int(), name: z.string() });
export const ZParentPath = z.array(ZPathEntry);
export type TParentPath = z.infer<typeof ZParentPath>;

export const ZIsParentResponse = z.object({ success: z.boolean() });

export const ZTargetOrganizationRequest = z.object({ targetOrganizationId: zId });
export type TTargetOrganizationRequest = z.input<typeof ZTargetOrganizationRequest>;

export const ZTransferResponse = z.object({
  success: z.literal(true),
  /** users who became members of the target organization */
  usersMoved: z.number().int(),
});

export const ZDomain = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, {
    error: 'validation.domain',
  });

/**
 * Users who register with an address on `domain` join the organization when `collate` is on and the domain
 * is verified: the owner's confirmed address is on it, it is no public mail provider's, and it publishes
 * the TXT record `placard-verification=<token>` (POST /organizations/{id}/collate/verify).
 */
export const ZCollateRequest = z
  .object({
    collate: z.boolean(),
    domain: z
      .union([ZDomain, z.literal('')])
      .nullable()
      .optional(),
  })
  .refine((body) => !body.collate || Boolean(body.domain), {
    error: 'validation.required',
    path: ['domain'],
  });
export type TCollateRequest = z.input<typeof ZCollateRequest>;
export type TCollateData = z.output<typeof ZCollateRequest>;
