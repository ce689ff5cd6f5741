import { z } from 'zod';

export const LICENSE_PACKAGES = [
  'custom',
  'full_access',
  'location_1y',
  'location_3y',
  'location_5y',
  'single_device_1y',
  'single_device_3y',
  'single_device_5y',
  'trial',
] as const;
export const ZLicensePackage = z.enum(LICENSE_PACKAGES);
export type LicensePackage = z.infer<typeof ZLicensePackage>;

export const LICENSE_STATUSES = ['valid', 'demo_expired', 'expired'] as const;
export const ZLicenseStatus = z.enum(LICENSE_STATUSES);
export type LicenseStatus = z.infer<typeof ZLicenseStatus>;

/** Licence state is derived at read time from the package and the end date. */
export function licenseStatusAt(
  pkg: LicensePackage,
  validityExpiresAt: Date | null,
  now: Date,
): LicenseStatus {
  if (validityExpiresAt === null || validityExpiresAt.getTime() > now.getTime()) return 'valid';
  return pkg === 'trial' ? 'demo_expired' : 'expired';
}

export function isReadOnly(status: LicenseStatus): boolean {
  return status !== 'valid';
}

export const ZLicenseProperties = z.object({
  allowCanva: z.boolean(),
  interactionEnabled: z.boolean(),
  isShoContentPlatformEditor: z.boolean(),
  widgets: z.object({
    weather: z.boolean(),
    news: z.boolean(),
    facebook: z.boolean(),
    instagram: z.boolean(),
  }),
});
export type LicenseProperties = z.infer<typeof ZLicenseProperties>;
