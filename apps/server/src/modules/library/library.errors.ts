import { moduleErrors } from '../../platform/http/app-error.js';

/** The error codes of what media and playlists share: items, folders, sharing and stock, with their HTTP statuses. */
export const libraryError = moduleErrors({
  LIBRARY_ITEM_LOCKED: 409,
  LIBRARY_ITEM_NOT_EDITABLE: 403,
  FOLDER_INVALID_MOVE: 400,
});
