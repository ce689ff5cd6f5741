import type { ModuleHooks } from '../../platform/hooks.js';
import { fileUrl } from '../../platform/storage/blob-storage.js';
import { menuShowsFile, menusUsingMedia } from './menus.repository.js';
import { transferMenus } from './menus.transfer.js';

/**
 * The menus' part elsewhere: which menus show a media item as a picture (its delete warning), the
 * pictures' files (kept while a menu shows them, as screens do), and moving with a transferred
 * organization.
 */
export const menusHooks: ModuleHooks = {
  mediaUsage: [(deps, organizationId, mediaId) => menusUsingMedia(deps.db, organizationId, mediaId)],
  blobUsers: [(deps, key) => menuShowsFile(deps.db, fileUrl(key))],
  organizationData: [transferMenus],
};
