import type { ErrorCode } from '@placard/contract';

/**
 * The codes the platform raises (HTTP, the guard, files, media checks) and their statuses; each module
 * declares its own in `<module>.errors.ts` with `moduleErrors`. The contract lists them all, for the
 * translations.
 */
export const PLATFORM_ERRORS = {
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
  CSRF_INVALID: 400,
  URI_TOO_LONG: 414,
  STORAGE_FULL: 507,
  LICENSE_EXPIRED: 403,
  IMPERSONATION_NOT_ALLOWED: 403,
  NAME_TAKEN: 409,
  INVALID_IMAGE: 415,
  MEDIA_TYPE_NOT_ALLOWED: 415,
  MEDIA_TYPE_MISMATCH: 415,
  MEDIA_TOO_LARGE: 413,
  MEDIA_ONE_FILE: 400,
  MEDIA_IMAGE_TOO_BIG: 413,
  MEDIA_SVG_INVALID: 415,
} as const satisfies ErrorStatuses;

/** HTTP statuses of error codes. */
export type ErrorStatuses = Partial<Record<ErrorCode, number>>;
export type PlatformErrorCode = keyof typeof PLATFORM_ERRORS;

type AppErrorOptions = {
  fields?: Record<string, string>;
  params?: Record<string, string | number>;
  retryAfterSeconds?: number;
  status?: number;
  /** the failure behind it, for the log */
  cause?: unknown;
};

/**
 * A failure a user can cause, with a stable code. The message is translated from the code when the
 * error is sent; `fields` maps a field name to a translation key (or to an error code's key); `params`
 * fills the message's placeholders ({{filesize}}).
 */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(code: PlatformErrorCode, options?: AppErrorOptions);
  /** a module's code, with the status its `<module>.errors.ts` gives it (see `moduleErrors`) */
  constructor(code: ErrorCode, options: AppErrorOptions & { status: number });
  constructor(
    readonly code: ErrorCode,
    readonly options: AppErrorOptions = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.statusCode = options.status ?? (PLATFORM_ERRORS as ErrorStatuses)[code] ?? 500;
  }
}

/**
 * A module's error codes with their statuses: `const mediaError = moduleErrors({ X: 409 })`, then
 * `throw mediaError('X')`. `mediaError.statuses` lists them (a test checks every code has one owner).
 */
export function moduleErrors<const Statuses extends ErrorStatuses>(statuses: Statuses) {
  const raise = (code: keyof Statuses & ErrorCode, options: AppErrorOptions = {}): AppError =>
    new AppError(code, { ...options, status: options.status ?? (statuses[code] as number) });
  return Object.assign(raise, { statuses });
}
