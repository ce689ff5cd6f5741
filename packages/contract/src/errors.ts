import { z } from 'zod';

/** Stable error codes. Each has a message in locales/<lang>/errors.json. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'USER_NOT_APPROVED',
  'LICENSE_EXPIRED',
  'CSRF_INVALID',
  'INVALID_TOKEN',
  'INVALID_CODE',
  'WRONG_PASSWORD',
  'EMAIL_EXISTS',
  'REGISTRATION_FAILED',
  'ALREADY_VERIFIED',
  'USER_LIMIT_REACHED',
  'DEVICE_LIMIT_EXCEEDED',
  'INTERACTIVE_LIMIT_REACHED',
  'USERNAME_EXISTS',
  'OWNER_EXISTS',
  'ORGANIZATION_HAS_CHILDREN',
  'USERS_NOT_DELETABLE',
  'TRANSFER_FAILED',
  'DELETE_FAILED',
  'DEMO_EXTENSION_FAILED',
  'FEATURE_NOT_LICENSED',
  'INVALID_MOVE',
  'LICENSE_EXCEEDS_PARENT',
  'IMPERSONATION_NOT_ALLOWED',
  'IMPERSONATION_EXISTS',
  'INVALID_IMAGE',
  'DOMAIN_TAKEN',
  'MEDIA_TYPE_NOT_ALLOWED',
  'MEDIA_TYPE_MISMATCH',
  'MEDIA_TOO_LARGE',
  'MEDIA_ONE_FILE',
  'MEDIA_IMAGE_TOO_BIG',
  'MEDIA_SVG_INVALID',
  'NAME_TAKEN',
  'MEDIA_LOCKED',
  'MEDIA_NOT_EDITABLE',
  'FOLDER_INVALID_MOVE',
  'PLAYLIST_LOCKED',
  'HOT_CORNERS_NEED_SLIDES',
  'JUMP_NEEDS_SLIDE',
  'SLIDE_LIMIT_REACHED',
  'SLIDE_CHANGED',
  'DEVICE_PAIRING_FAILED',
  'PLAYLIST_NOT_PUBLISHED',
  'PLAYLIST_NOT_SHARED',
  'GROUP_INVALID_MOVE',
  'SCHEDULE_LIMIT_REACHED',
  'GROUP_DEPTH_EXCEEDED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ZApiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    retryAfterSeconds: z.number().optional(),
  }),
});
export type TApiError = z.infer<typeof ZApiError>;

/** Spec section 8: the login flow maps status 400 to error code 2, and 401, 403 or anything else to 1. */
export function loginErrorCode(status: number): 1 | 2 {
  return status === 400 ? 2 : 1;
}
