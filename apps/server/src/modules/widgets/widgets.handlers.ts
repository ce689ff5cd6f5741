import type { ModuleHooks } from '../../platform/hooks.js';
import { isSourceBlob } from './widgets.repository.js';
import { recordPublishedSources } from './widgets.screens.js';
import { checkPublishedWebsites } from './widgets.usecases.js';

/**
 * The widgets' part in other modules' work: a publication's sources are recorded (and read) when it
 * is published (its web pages asked again whether they may be framed), and the pictures a source's snapshot shows stay in the media store while it does.
 */
export const widgetsHooks: ModuleHooks = {
  playlistsChanged: [recordPublishedSources],
  blobUsers: [(deps, key) => isSourceBlob(deps.db, key)],
  publishChecks: [checkPublishedWebsites],
};
