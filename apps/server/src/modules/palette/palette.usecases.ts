import {
  DEFAULT_PALETTE_COLORS,
  isDefaultPaletteColor,
  PALETTE_SAVED_MAX,
  type TPalette,
} from '@placard/contract';
import { lockUntilCommit } from '../../platform/db/locks.js';
import { inTransaction, type Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/http/app-error.js';
import { paletteError } from './palette.errors.js';
import {
  colorSaved,
  countSavedColors,
  deleteColor,
  insertColor,
  savedColorsOf,
} from './palette.repository.js';

/** Who works on the palette: the organization a request acts for. */
export type PaletteActor = { organization: { id: number } };

/** GET /palette: the default colours, then the organization's saved ones. */
export async function paletteOf(deps: Deps, actor: PaletteActor): Promise<TPalette> {
  return {
    defaults: [...DEFAULT_PALETTE_COLORS],
    saved: await savedColorsOf(deps.db, actor.organization.id),
  };
}

/**
 * POST /palette/add: saves a colour to the organization's palette. A default colour, or one already
 * saved, changes nothing; a full palette answers PALETTE_FULL.
 */
export async function addColor(deps: Deps, actor: PaletteActor, color: string): Promise<TPalette> {
  const organizationId = actor.organization.id;
  if (!isDefaultPaletteColor(color)) {
    await inTransaction(deps, async (tx) => {
      await lockUntilCommit(tx.db, 'paletteColors', organizationId);
      if (await colorSaved(tx.db, organizationId, color)) return;
      if ((await countSavedColors(tx.db, organizationId)) >= PALETTE_SAVED_MAX) {
        throw paletteError('PALETTE_FULL');
      }
      await insertColor(tx.db, organizationId, color, deps.now());
    });
  }
  return paletteOf(deps, actor);
}

/** POST /palette/remove: deletes a saved colour; a default one cannot be deleted (spec section 6). */
export async function removeColor(deps: Deps, actor: PaletteActor, color: string): Promise<TPalette> {
  if (isDefaultPaletteColor(color)) throw paletteError('DEFAULT_COLOR_NOT_DELETABLE');
  if (!(await deleteColor(deps.db, actor.organization.id, color))) throw new AppError('NOT_FOUND');
  return paletteOf(deps, actor);
}
