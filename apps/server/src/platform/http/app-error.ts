import type { ErrorCode } from '@placard/contract';

const STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  DATABASE_UNAVAILABLE: 503,
  CROSS_SITE_REQUEST: 403,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 403,
  USER_NOT_APPROVED: 403,
  LICENSE_EXPIRED: 403,
  CSRF_INVALID: 400,
  INVALID_TOKEN: 400,
  INVALID_CODE: 400,
  WRONG_PASSWORD: 400,
  EMAIL_EXISTS: 400,
  REGISTRATION_FAILED: 400,
  ALREADY_VERIFIED: 409,
  USER_LIMIT_REACHED: 403,
  DEVICE_LIMIT_EXCEEDED: 403,
  INTERACTIVE_LIMIT_REACHED: 403,
  USERNAME_EXISTS: 400,
  OWNER_EXISTS: 400,
  ORGANIZATION_HAS_CHILDREN: 409,
  USERS_NOT_DELETABLE: 400,
  TRANSFER_FAILED: 400,
  DELETE_FAILED: 400,
  DEMO_EXTENSION_FAILED: 409,
  FEATURE_NOT_LICENSED: 403,
  INVALID_MOVE: 400,
  LICENSE_EXCEEDS_PARENT: 400,
  IMPERSONATION_NOT_ALLOWED: 403,
  IMPERSONATION_EXISTS: 409,
  INVALID_IMAGE: 415,
  DOMAIN_TAKEN: 409,
  DOMAIN_NOT_OWNED: 403,
  PUBLIC_EMAIL_DOMAIN: 400,
  DOMAIN_RECORD_NOT_FOUND: 400,
  COLLATION_NOT_REQUESTED: 409,
  MEDIA_TYPE_NOT_ALLOWED: 415,
  MEDIA_TYPE_MISMATCH: 415,
  MEDIA_TOO_LARGE: 413,
  MEDIA_ONE_FILE: 400,
  MEDIA_IMAGE_TOO_BIG: 413,
  MEDIA_SVG_INVALID: 415,
  STORAGE_FULL: 507,
  URI_TOO_LONG: 414,
  UPLOAD_NOT_SUPPORTED: 501,
  UPLOAD_LONGER_THAN_DECLARED: 413,
  NAME_TAKEN: 409,
  MEDIA_LOCKED: 409,
  MEDIA_NOT_EDITABLE: 403,
  FOLDER_INVALID_MOVE: 400,
  PLAYLIST_LOCKED: 409,
  HOT_CORNERS_NEED_SLIDES: 400,
  JUMP_NEEDS_SLIDE: 400,
  SLIDE_LIMIT_REACHED: 400,
  SLIDE_CHANGED: 409,
  DEVICE_PAIRING_FAILED: 400,
  PLAYLIST_NOT_PUBLISHED: 409,
  PLAYLIST_NOT_SHARED: 403,
  GROUP_INVALID_MOVE: 400,
  SCHEDULE_LIMIT_REACHED: 409,
  GROUP_DEPTH_EXCEEDED: 400,
};

/**
 * A failure a user can cause, with a stable code. The message is translated from the code when the
 * error is sent; `fields` maps a field name to a translation key (or to an error code's key); `params`
 * fills the message's placeholders ({{filesize}}).
 */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly options: {
      fields?: Record<string, string>;
      params?: Record<string, string | number>;
      retryAfterSeconds?: number;
      status?: number;
      /** the failure behind it, for the log */
      cause?: unknown;
    } = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.statusCode = options.status ?? STATUS[code];
  }
}
