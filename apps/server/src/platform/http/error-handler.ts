import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  localeFromAcceptLanguage,
  translateMessage,
  type ErrorCode,
  type Locale,
  type TApiError,
} from '@placard/contract';
import { isUniqueViolation } from '../db/errors.js';
import { AppError } from './app-error.js';

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

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
};

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
  const status = 'statusCode' in error ? Number(error.statusCode) : 500;
  if (error instanceof SyntaxError || status === 400) return new AppError('BAD_REQUEST');
  if (status === 404) return new AppError('NOT_FOUND');
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE');
  if (status === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE');
  return new AppError('INTERNAL');
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  return reply.status(error.statusCode).send(errorBody(requestLocale(request), error));
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    if (appError.options.retryAfterSeconds !== undefined) {
      void reply.header('retry-after', String(appError.options.retryAfterSeconds));
    }
    return sendError(request, reply, appError);
  });
}
