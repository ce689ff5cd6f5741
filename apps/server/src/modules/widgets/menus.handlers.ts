import type { ModuleHooks } from '../../platform/hooks.js';
import { menusUsingMedia } from './menus.repository.js';
import { transferMenus } from './menus.transfer.js';

/**
 * The menus' part elsewhere: which menus show a media item as a picture (its delete warning), and
 * moving with a transferred organization.
 */
export const menusHooks: ModuleHooks = {
  mediaUsage: [(deps, organizationId, mediaId) => menusUsingMedia(deps.db, organizationId, mediaId)],
  organizationData: [transferMenus],
};
