import { describe, expect, it } from 'vitest';
import { PACKAGE_DEFAULTS, type TPackageInfo } from '@placard/contract';
import {
  emptySubOrganizationForm,
  licenseFromPackage,
  stepOfFields,
  ZSubOrganizationForm,
  type TSubOrganizationForm,
} from './subOrganizationForm';

const location: TPackageInfo = {
  name: 'Location 1 year',
  type: 'location_1y',
  numDevices: 10,
  numUsers: 10,
  validityDays: 365,
  interactiveDeviceLimit: 2,
  ...PACKAGE_DEFAULTS.location_1y.features,
};

function filled(overrides: Partial<TSubOrganizationForm> = {}): TSubOrganizationForm {
  return {
    ...emptySubOrganizationForm(7),
    name: 'North shop',
    city: 'Umeå',
    state: 'Västerbotten',
    country: 'SE',
    ownerName: 'Ann Owner',
    ownerEmail: 'Ann@Example.com',
    licenseData: licenseFromPackage(location),
    ...overrides,
  };
}

const issuePaths = (value: TSubOrganizationForm) => {
  const result = ZSubOrganizationForm.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('new sub-organization form', () => {
  it('takes the limits of the chosen package', () => {
    expect(licenseFromPackage(location)).toEqual({
      package: 'location_1y',
      numDevices: 10,
      numUsers: 10,
      validityDays: 365,
      interactiveDeviceLimit: 2,
    });
  });

  it('accepts a complete form and sends empty optional fields as null', () => {
    const result = ZSubOrganizationForm.parse(filled());
    expect(result.parentOrganizationId).toBe(7);
    expect(result.ownerEmail).toBe('ann@example.com');
    expect(result.contactEmail).toBeNull();
    expect(result.description).toBeNull();
  });

  it('accepts unlimited devices, users and days', () => {
    const licenseData = {
      ...licenseFromPackage(location),
      numDevices: null,
      numUsers: null,
      validityDays: null,
    };
    expect(issuePaths(filled({ licenseData }))).toEqual([]);
  });

  it('requires the organization, the owner, a package and every number', () => {
    const paths = issuePaths(emptySubOrganizationForm(7));
    for (const field of [
      'name',
      'city',
      'state',
      'country',
      'ownerName',
      'ownerEmail',
      'licenseData.package',
    ]) {
      expect(paths).toContain(field);
    }
    for (const field of ['numDevices', 'numUsers', 'validityDays', 'interactiveDeviceLimit']) {
      expect(paths).toContain(`licenseData.${field}`);
    }
  });

  it('refuses more interactive devices than devices', () => {
    const licenseData = { ...licenseFromPackage(location), interactiveDeviceLimit: 11 };
    expect(issuePaths(filled({ licenseData }))).toContain('licenseData.interactiveDeviceLimit');
  });

  it('finds the step of a field the server refused', () => {
    expect(stepOfFields(['ownerEmail'])).toBe(1);
    expect(stepOfFields(['name', 'ownerEmail'])).toBe(0);
    expect(stepOfFields(['licenseData.numDevices'])).toBe(2);
    expect(stepOfFields(['unknown'])).toBeUndefined();
  });
});
