import { isDeepStrictEqual } from 'node:util';
import type { TSlideData } from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import type { LibraryActor } from '../library/library.policy.js';
import { licenseContextOf } from '../licensing/licensing.usecases.js';
import { playlistError } from './playlists.errors.js';

type TouchOfSlide = Pick<TSlideData, 'actions' | 'hotCorners'>;

/**
 * Whether a slide document brings touch interaction its stored version did not have: hot corners turned
 * on, or an element's action added or changed (a new slide has none stored). Removing is never adding.
 */
export function addsTouch(before: TouchOfSlide | null, after: TouchOfSlide): boolean {
  if (after.hotCorners && !before?.hotCorners) return true;
  return Object.entries(after.actions).some(
    ([elid, action]) => !isDeepStrictEqual(before?.actions[elid], action),
  );
}

/**
 * Touch interactions are part of licences with the interaction feature. Without it (a licence changed
 * since, say), a slide keeps the actions and hot corners it already has and may lose them, but gets no
 * new or changed ones.
 */
export async function assertTouchLicensed(
  tx: Pick<Deps, 'db' | 'now'>,
  actor: LibraryActor,
  before: TouchOfSlide | null,
  after: TouchOfSlide,
): Promise<void> {
  if (!addsTouch(before, after)) return;
  const license = await licenseContextOf(tx, actor.organization.id);
  if (!license.features.interaction) throw playlistError('INTERACTION_NOT_LICENSED');
}
