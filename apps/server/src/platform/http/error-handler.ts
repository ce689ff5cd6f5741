import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { localeFromAcceptLanguage, translateMessage, type Locale, type TApiError } from '@placard/contract';
import { isConnectionLost, isUniqueViolation } from '../db/errors.js';
import { isStorageFull } from '../storage/storage-full.js';
import { AppError, type PlatformErrorCode } from './app-error.js';

export function requestLocale(request: FastifyRequest): Locale {
  return localeFromAcceptLanguage(request.headers['accept-language']);
}

/** An error in Placard's shape, its message in the caller's language. */
export function errorBody(locale: Locale, error: AppError): TApiError {
  const seconds = error.options.retryAfterSeconds;
  const fields = error.options.fields
    ? Object.fromEntries(
        Object.entries(error.options.fields).map(([field, key]) => [field, translateMessage(locale, key)]),
      )
    : undefined;
  return {
    error: {
      code: error.code,
      message: translateMessage(locale, `errors.${error.code}`, {
        ...error.options.params,
        ...(seconds === undefined ? {} : { seconds }),
      }),
      ...(fields ? { fields } : {}),
      ...(seconds === undefined ? {} : { retryAfterSeconds: seconds }),
    },
  };
}

const FASTIFY_CODES: Record<string, PlatformErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_BAD_URL: 'BAD_REQUEST',
  FST_ERR_MAX_PARAM_LENGTH: 'URI_TOO_LONG',
  FST_ERR_NOT_FOUND: 'NOT_FOUND',
  // a path the static files refuse (a name too long to look up, a '..' or '//' in it): nothing is there
  FST_STATIC_FORBIDDEN_PATH: 'NOT_FOUND',
};

/** The code of a refusal known only by its HTTP status (from a framework or a library). */
const STATUS_CODES: Partial<Record<number, PlatformErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  410: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  507: 'STORAGE_FULL',
};

/**
 * A refusal known only by its status: its Placard code, keeping a client error's status (412, 416…)
 * when no code is its own. Anything else is INTERNAL.
 */
export function appErrorForStatus(status: number): AppError {
  const code = STATUS_CODES[status];
  if (code) return new AppError(code);
  if (status >= 400 && status < 500) return new AppError('BAD_REQUEST', { status });
  return new AppError('INTERNAL');
}

/** Turns anything thrown into {error:{code,message,fields?}}; a user's mistake is never a 500. */
export function toAppError(error: FastifyError | Error): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
      fields[field] ??= issue.message ?? 'validation.invalid';
    }
    return new AppError('VALIDATION_FAILED', { fields });
  }
  const code = 'code' in error ? String(error.code) : undefined;
  const fastifyCode = code ? FASTIFY_CODES[code] : undefined;
  if (fastifyCode) return new AppError(fastifyCode);
  // two requests raced for the same unique value
  if (isUniqueViolation(error)) return new AppError('CONFLICT');
  // the database ended or lost this request's connection (its transaction did not commit); the pool
  // opens a new one, so asking again shortly succeeds
  if (isConnectionLost(error)) return new AppError('DATABASE_UNAVAILABLE', { retryAfterSeconds: 1 });
  // no space left for a file or for the database: nothing was written, and it works again once there is
  if (isStorageFull(error)) return new AppError('STORAGE_FULL', { cause: error });
  if (error instanceof SyntaxError) return new AppError('BAD_REQUEST');
  return appErrorForStatus('statusCode' in error ? Number(error.statusCode) : 500);
}

/** Logs a failure that is not the caller's: a full disk as such (it needs space, not a fix), else with its stack. */
export function logFailure(
  log: FastifyBaseLogger,
  error: unknown,
  appError: AppError,
  message: string,
): void {
  if (appError.code === 'STORAGE_FULL') {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const reason = cause instanceof Error ? cause.message : String(cause);
    log.error({ reason }, `${message}: the storage is full (free disk space; nothing else needs doing)`);
  } else if (appError.statusCode >= 500) {
    log.error({ err: error }, message);
  }
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  return reply.status(error.statusCode).send(errorBody(requestLocale(request), error));
}

/** Answers anything thrown in Placard's error shape, logging what is not the caller's mistake. */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const appError = toAppError(error);
  logFailure(request.log, error, appError, 'request failed');
  if (appError.options.retryAfterSeconds !== undefined) {
    void reply.header('retry-after', String(appError.options.retryAfterSeconds));
  }
  return sendError(request, reply, appError);
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(handleError);
}
