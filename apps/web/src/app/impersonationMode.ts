import { IMPERSONATION_COOKIE } from '@placard/contract';

/**
 * Impersonation mode lives in the browser: the cookie impersonationTargetOrganizationId holds the
 * organization acted for (the API client turns it into the Impersonation-Target-Organization-Id header)
 * and local storage, under the same key, holds its name.
 */

/** The cookie that starts impersonation of an organization (path=/, SameSite=Lax). */
export function impersonationCookie(organizationId: number): string {
  return `${IMPERSONATION_COOKIE}=${organizationId}; path=/; SameSite=Lax`;
}

/** The cookie that removes the impersonation cookie. */
export function expiredImpersonationCookie(): string {
  return `${IMPERSONATION_COOKIE}=; path=/; SameSite=Lax; Max-Age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/** The organization id in a Cookie header or document.cookie, or null when unset or not a valid id. */
export function parseImpersonationTarget(cookies: string): number | null {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== IMPERSONATION_COOKIE) continue;
    const value = part.slice(separator + 1).trim();
    if (!/^\d{1,15}$/.test(value)) return null;
    const id = Number(value);
    return id > 0 ? id : null;
  }
  return null;
}

function browserCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

/** The organization being impersonated in this browser, or null. */
export function impersonationTarget(): number | null {
  return parseImpersonationTarget(browserCookies());
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The impersonated organization's name as stored when impersonation started. */
export function storedImpersonationName(): string | null {
  return storage()?.getItem(IMPERSONATION_COOKIE) ?? null;
}

/** Sets the cookie and stores the name; the caller reloads so every query runs as the target. */
export function setImpersonation(organizationId: number, organizationName: string): void {
  document.cookie = impersonationCookie(organizationId);
  storage()?.setItem(IMPERSONATION_COOKIE, organizationName);
}

/** Removes the cookie and the stored name. */
export function clearImpersonation(): void {
  if (typeof document !== 'undefined') document.cookie = expiredImpersonationCookie();
  storage()?.removeItem(IMPERSONATION_COOKIE);
}

/** Where the app goes when impersonation starts and when it stops. */
export const IMPERSONATION_START_PATH = '/home';
export const IMPERSONATION_STOP_PATH = '/organizations';

/** Acts as the organization from now on: a full reload, so nothing of the own organization stays cached. */
export function startImpersonation(organizationId: number, organizationName: string): void {
  setImpersonation(organizationId, organizationName);
  window.location.assign(IMPERSONATION_START_PATH);
}

/** Back to the own organization, on the organizations page. */
export function stopImpersonation(): void {
  clearImpersonation();
  window.location.assign(IMPERSONATION_STOP_PATH);
}
