import { ApiError, isApiError } from '../../api/client';
import type { Translate } from './deviceName';

/** Refusals of screen calls whose message is the catalogue's, whatever the server worded. */
const DEVICE_ERROR_CODES = new Set([
  'DEVICE_PAIRING_FAILED',
  'DEVICE_LIMIT_EXCEEDED',
  'INTERACTIVE_LIMIT_REACHED',
  'GROUP_INVALID_MOVE',
  'GROUP_DEPTH_EXCEEDED',
]);

/**
 * The message for a refused screen or group call, in the reader's language: the error catalogue's
 * text for the screen codes, else the server's translated message, else the fallback.
 */
export function deviceErrorMessage(error: unknown, t: Translate, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (DEVICE_ERROR_CODES.has(error.code)) return t(`errors:${error.code}`);
  return error.message || fallback;
}

/** The same refusal, its message taken from the catalogue for the screen codes (for forms). */
export function withDeviceMessage(error: unknown, t: Translate): unknown {
  if (!isApiError(error) || !DEVICE_ERROR_CODES.has(error.code)) return error;
  return new ApiError({
    status: error.status,
    code: error.code,
    message: t(`errors:${error.code}`),
    fields: error.fields,
    fromServer: error.fromServer,
  });
}
