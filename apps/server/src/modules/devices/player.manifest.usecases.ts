import type { TManifest } from '@placard/contract';
import { sha256 } from '../../platform/crypto.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/http/app-error.js';
import { buildManifest } from './devices.manifest.js';

/** The revision of a manifest: a hash of its JSON, so an unchanged manifest keeps its revision. */
export function manifestRevision(json: string): string {
  return sha256(json).slice(0, 32);
}

/** The ETag header of a revision. */
export const etagOf = (revision: string) => `"${revision}"`;

/**
 * GET /player/manifest: everything the screen plays (its schedule entries, the publications they
 * name, their files, the alerts active on it), with its revision: the hash of the rest, the manifest's ETag.
 */
export async function manifestFor(
  deps: Pick<Deps, 'db' | 'now'>,
  deviceId: number,
  options: { slideVersion?: number } = {},
): Promise<TManifest> {
  const manifest = await buildManifest(deps, deviceId, options);
  // removed since its token was checked
  if (!manifest) throw new AppError('UNAUTHORIZED');
  return { revision: manifestRevision(JSON.stringify(manifest)), ...manifest };
}
