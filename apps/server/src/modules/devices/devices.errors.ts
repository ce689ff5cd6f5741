import { moduleErrors } from '../../platform/http/app-error.js';

/** The error codes of screens, groups, schedules and pairing, with their HTTP statuses. */
export const deviceError = moduleErrors({
  INTERACTIVE_LIMIT_REACHED: 403,
  DEVICE_PAIRING_FAILED: 400,
  PLAYLIST_NOT_PUBLISHED: 409,
  PLAYLIST_NOT_SHARED: 403,
  GROUP_INVALID_MOVE: 400,
  SCHEDULE_LIMIT_REACHED: 409,
  GROUP_DEPTH_EXCEEDED: 400,
});
