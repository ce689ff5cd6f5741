import { useParams } from 'react-router';
import { isReadOnly, type TLicenseInfo, type TSession } from '@placard/contract';
import { useSession } from '../../app/session';

/** The numeric :orgId of the route, or null when it is not a positive whole number. */
export function organizationIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,15}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}

export function useOrganizationIdParam(): number | null {
  return organizationIdOf(useParams().orgId);
}

/** Whether the caller may change anything: an expired licence makes the session view-only. */
export function canWrite(session: Pick<TSession, 'licenseStatus'>): boolean {
  return !isReadOnly(session.licenseStatus);
}

export function useCanWrite(): boolean {
  return canWrite(useSession());
}

/** Why a licence is shown read-only, or null when the caller may change it. */
export type ReadOnlyReason = 'expired' | 'own' | 'limited' | 'notParent';

export function licenseReadOnlyReason(
  info: Pick<TLicenseInfo, 'canUpdate' | 'accessState' | 'organizationId'>,
  session: Pick<TSession, 'licenseStatus' | 'organizationId'>,
): ReadOnlyReason | null {
  if (!canWrite(session)) return 'expired';
  if (info.canUpdate) return null;
  if (info.organizationId === session.organizationId) return 'own';
  if (info.accessState === 'LIMITED_ACCESS') return 'limited';
  return 'notParent';
}

/** Credits can be added to another organization the caller sees with full or limited access. */
export function canAddCredits(
  info: Pick<TLicenseInfo, 'accessState' | 'organizationId'>,
  session: Pick<TSession, 'licenseStatus' | 'organizationId'>,
): boolean {
  return (
    canWrite(session) &&
    info.organizationId !== session.organizationId &&
    (info.accessState === 'FULL_ACCESS' || info.accessState === 'LIMITED_ACCESS')
  );
}
