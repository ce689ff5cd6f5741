import { moduleErrors } from '../../platform/http/app-error.js';

/** The error codes of playlists, their slides and editing, with their HTTP statuses. */
export const playlistError = moduleErrors({
  PLAYLIST_LOCKED: 409,
  HOT_CORNERS_NEED_SLIDES: 400,
  JUMP_NEEDS_SLIDE: 400,
  INTERACTION_NOT_LICENSED: 403,
  SLIDE_LIMIT_REACHED: 400,
  SLIDE_CHANGED: 409,
});
