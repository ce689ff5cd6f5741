import type { z } from 'zod';
import { browserTimeZone } from '../../../components/form/timeZones';
import { ORGANIZATION_DETAILS_FIELDS } from '../OrganizationDetailsFields';
import {
  ZCreateSubOrganizationRequest,
  type TCreateSubOrganizationRequest,
  type TPackageInfo,
} from '@placard/contract';

/** Limits a parent sets on a new sub-organization's licence; null means unlimited. */
export const LIMIT_FIELDS = ['numDevices', 'numUsers', 'validityDays', 'interactiveDeviceLimit'] as const;
export type LimitFieldName = (typeof LIMIT_FIELDS)[number];

/**
 * The contract's request, plus the spec's rule that the licence's numbers are required here
 * (the request alone would let the server take the package's defaults).
 */
export const ZSubOrganizationForm = ZCreateSubOrganizationRequest.superRefine(
  (value, context) => {
    // Runs even when other fields failed, so every missing number shows at once.
    const licenseData = (value as { licenseData?: Partial<Record<LimitFieldName, unknown>> }).licenseData;
    for (const field of LIMIT_FIELDS) {
      if (licenseData?.[field] === undefined) {
        context.addIssue({ code: 'custom', path: ['licenseData', field], message: 'validation.required' });
      }
    }
  },
  { when: () => true },
);
export type TSubOrganizationForm = TCreateSubOrganizationRequest;
export type TSubOrganizationRequest = z.output<typeof ZSubOrganizationForm>;

/** The steps of the dialog and the fields each one checks before moving on. */
export const SUB_ORGANIZATION_STEPS = [
  {
    key: 'details',
    fields: ORGANIZATION_DETAILS_FIELDS,
  },
  { key: 'owner', fields: ['ownerName', 'ownerEmail'] },
  {
    key: 'license',
    fields: [
      'licenseData',
      'licenseData.package',
      ...LIMIT_FIELDS.map((field) => `licenseData.${field}` as const),
    ],
  },
] as const satisfies readonly { key: string; fields: readonly string[] }[];

export type SubOrganizationStep = (typeof SUB_ORGANIZATION_STEPS)[number]['key'];
export type SubOrganizationField = (typeof SUB_ORGANIZATION_STEPS)[number]['fields'][number];
export const SUB_ORGANIZATION_FIELDS: readonly SubOrganizationField[] = SUB_ORGANIZATION_STEPS.flatMap(
  (step) => step.fields,
);

/** The first step holding one of these fields (where to go back to when the server refuses one). */
export function stepOfFields(fields: readonly string[]): number | undefined {
  const index = SUB_ORGANIZATION_STEPS.findIndex((step) =>
    fields.some((field) => (step.fields as readonly string[]).includes(field)),
  );
  return index === -1 ? undefined : index;
}

/** An empty form for a new sub-organization under `parentOrganizationId`. */
export function emptySubOrganizationForm(parentOrganizationId: number): TSubOrganizationForm {
  return {
    parentOrganizationId,
    name: '',
    contactEmail: '',
    contactPhoneNumber: '',
    description: '',
    city: '',
    state: '',
    country: '',
    timezone: browserTimeZone(),
    ownerName: '',
    ownerEmail: '',
    // The package is chosen in the last step; until then the form holds no valid package.
    licenseData: { package: '' as unknown as TPackageInfo['type'] },
  };
}

/** The licence part of the form after choosing a package: its limits, ready to adjust. */
export function licenseFromPackage(info: TPackageInfo): TSubOrganizationForm['licenseData'] {
  return {
    package: info.type,
    numDevices: info.numDevices,
    numUsers: info.numUsers,
    validityDays: info.validityDays,
    interactiveDeviceLimit: info.interactiveDeviceLimit,
  };
}
