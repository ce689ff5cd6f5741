import {
  can,
  THEME_IMAGE_MAX_BYTES,
  type Role,
  type TTheme,
  type TThemeColorsData,
  type ThemeProperty,
} from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/http/app-error.js';
import { fileUrl } from '../../platform/storage/blob-storage.js';
import { normalizeImage } from '../../platform/storage/images.js';
import { requireOrganization, type Actor } from './access.usecases.js';
import { findOrganizationById, themeRefersTo, updateOrganizationRow } from './organizations.repository.js';
import type { OrganizationRow, ThemeSettings } from './organizations.table.js';
import { licensingError } from '../licensing/licensing.errors.js';

function present(organization: OrganizationRow): TTheme {
  const theme = organization.theme;
  return {
    accentColor: theme.accentColor ?? null,
    navBarColor: theme.navBarColor ?? null,
    contentColor: theme.contentColor ?? null,
    navTextColor: theme.navTextColor ?? null,
    logoUrl: theme.logoUrl ?? null,
    homeBackgroundUrl: theme.homeBackgroundUrl ?? null,
    websiteTitle: organization.websiteTitle?.trim() ? organization.websiteTitle : null,
  };
}

/** Who reads a theme: any user their own organization's (the shell needs it), managers also those below. */
type Reader = Actor & { user: { role: Role } };

async function readableOrganization(deps: Deps, actor: Reader, organizationId: number) {
  const found = await requireOrganization(deps, actor, organizationId);
  if (!found.isOwn && !can(actor.user.role, 'sidebar_organizations')) throw new AppError('NOT_FOUND');
  return found.organization;
}

export async function themeOf(deps: Deps, actor: Reader, organizationId: number): Promise<TTheme> {
  return present(await readableOrganization(deps, actor, organizationId));
}

/** Theme changes need full access to the organization and the theme-management switch of the licence. */
async function requireThemeManagement(deps: Deps, actor: Actor, organizationId: number) {
  if (!actor.license.features.themeManagement) throw licensingError('FEATURE_NOT_LICENSED');
  return requireOrganization(deps, actor, organizationId, 'FULL_ACCESS');
}

async function patchTheme(deps: Deps, organization: OrganizationRow, patch: ThemeSettings): Promise<TTheme> {
  const row = await updateOrganizationRow(deps.db, organization.id, {
    theme: { ...organization.theme, ...patch },
  });
  return present(row);
}

export async function updateThemeColors(
  deps: Deps,
  actor: Actor,
  organizationId: number,
  colors: TThemeColorsData,
): Promise<TTheme> {
  const { organization } = await requireThemeManagement(deps, actor, organizationId);
  const patch: ThemeSettings = {};
  for (const [key, value] of Object.entries(colors) as [
    keyof TThemeColorsData,
    string | null | undefined,
  ][]) {
    if (value !== undefined) patch[key] = value === null ? null : value.toUpperCase();
  }
  return patchTheme(deps, organization, patch);
}

export type ThemeImage = 'logo' | 'background';
const IMAGE_FIELD: Record<ThemeImage, 'logoUrl' | 'homeBackgroundUrl'> = {
  logo: 'logoUrl',
  background: 'homeBackgroundUrl',
};

/**
 * Stores a logo or home background after checking its bytes are an image, and points the theme at it.
 * A refused file leaves nothing behind; a file stored for a change that then fails is removed.
 */
export async function uploadThemeImage(
  deps: Deps,
  actor: Actor,
  organizationId: number,
  kind: ThemeImage,
  upload: { bytes: Buffer; truncated: boolean },
): Promise<{ url: string }> {
  await requireThemeManagement(deps, actor, organizationId);
  if (upload.truncated || upload.bytes.length > THEME_IMAGE_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE');
  const image = await normalizeImage(upload.bytes);
  if (!image) throw new AppError('INVALID_IMAGE');
  const stored = await deps.storage.putBytes(image.bytes, { extension: image.extension });
  const url = fileUrl(stored.key);
  try {
    const organization = await findOrganizationById(deps.db, organizationId);
    if (!organization) throw new AppError('NOT_FOUND');
    await patchTheme(deps, organization, { [IMAGE_FIELD[kind]]: url });
  } catch (error) {
    if (stored.created) await deps.storage.remove(stored.key);
    throw error;
  }
  return { url };
}

const THEME_FIELD: Record<Exclude<ThemeProperty, 'websiteTitle'>, keyof ThemeSettings> = {
  accentColor: 'accentColor',
  navBarColor: 'navBarColor',
  contentColor: 'contentColor',
  navTextColor: 'navTextColor',
  logo: 'logoUrl',
  background: 'homeBackgroundUrl',
};

/** Puts the listed properties back to Placard's defaults. */
export async function resetTheme(
  deps: Deps,
  actor: Actor,
  organizationId: number,
  properties: readonly ThemeProperty[],
): Promise<TTheme> {
  const { organization } = await requireThemeManagement(deps, actor, organizationId);
  const theme: ThemeSettings = { ...organization.theme };
  for (const property of properties) {
    if (property !== 'websiteTitle') theme[THEME_FIELD[property]] = null;
  }
  const resetTitle = properties.includes('websiteTitle');
  if (resetTitle && !actor.license.features.customTitle) throw licensingError('FEATURE_NOT_LICENSED');
  const row = await updateOrganizationRow(deps.db, organizationId, {
    theme,
    ...(resetTitle ? { websiteTitle: null } : {}),
  });
  return present(row);
}

export async function websiteTitleOf(deps: Deps, actor: Reader, organizationId: number) {
  const organization = await readableOrganization(deps, actor, organizationId);
  return { title: organization.websiteTitle ?? '' };
}

/** The browser tab's title for the organization's users; needs the licence's custom-title switch. */
export async function updateWebsiteTitle(deps: Deps, actor: Actor, organizationId: number, title: string) {
  if (!actor.license.features.customTitle) throw licensingError('FEATURE_NOT_LICENSED');
  await requireOrganization(deps, actor, organizationId, 'FULL_ACCESS');
  const row = await updateOrganizationRow(deps.db, organizationId, {
    websiteTitle: title === '' ? null : title,
  });
  return { title: row.websiteTitle ?? '' };
}

/** Whether any organization's theme shows this stored blob (so the media library must not remove it). */
export async function isBlobUsedByTheme(deps: Pick<Deps, 'db'>, key: string): Promise<boolean> {
  return themeRefersTo(deps.db, key);
}
