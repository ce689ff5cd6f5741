import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERRORS, Server } from '@tus/server';
import { z } from 'zod';
import {
  MEDIA_MAX_BYTES,
  MEDIA_UPLOAD_PATH,
  localeFromAcceptLanguage,
  mediaLimitMb,
} from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/http/app-error.js';
import {
  appErrorForStatus,
  errorBody,
  logFailure,
  requestLocale,
  toAppError,
} from '../../platform/http/error-handler.js';
import type { AuthContext } from '../auth/auth.context.js';
import { UploadStore } from './media.upload.store.js';
import { acceptUpload, checkNewUpload } from './media.upload.usecases.js';
import { mediaError } from './media.errors.js';

/** An upload not finished within a day is dropped (its part file removed). */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

const tags = ['media'];
const OCTET_STREAM = 'application/offset+octet-stream';

/** Where unfinished uploads wait, outside the blob store. */
export function uploadDirectory(deps: Pick<Deps, 'config'>): string {
  return path.join(deps.config.DATA_DIR, 'uploads');
}

/** Upload ids start with the organization and user, so nobody can resume or see another's upload. */
function ownerPrefix(auth: AuthContext): string {
  return `${auth.user.organizationId}-${auth.user.id}-`;
}

type TusError = { status_code: number; body: string };

/** A refusal in Placard's error shape, translated for the request's language. */
function tusError(request: Request, error: unknown): TusError {
  const appError = error instanceof AppError ? error : toAppError(error as Error);
  const locale = localeFromAcceptLanguage(request.headers.get('accept-language') ?? undefined);
  return { status_code: appError.statusCode, body: JSON.stringify(errorBody(locale, appError)) };
}

function isJson(body: string): boolean {
  return body.startsWith('{');
}

/**
 * tus' own refusals (headers, offsets, sizes, missing uploads, extensions it lacks) as Placard's errors.
 * `declared` is the length the upload said it has, when bytes beyond it are what is refused.
 */
function tusRefusal(status: number, body: string, declared: number | undefined): AppError {
  if (status === 413) {
    return declared === undefined
      ? new AppError('MEDIA_TOO_LARGE', { params: { filesize: mediaLimitMb('video') } })
      : mediaError('UPLOAD_LONGER_THAN_DECLARED', { params: { length: declared } });
  }
  // parallel (concatenated) uploads
  if (status === 501) return mediaError('UPLOAD_NOT_SUPPORTED');
  // tus answers 403 for a chunk without its offset or content type: the request is wrong, not forbidden
  if (status === 403) {
    return body === ERRORS.INVALID_CONTENT_TYPE.body
      ? new AppError('UNSUPPORTED_MEDIA_TYPE')
      : new AppError('BAD_REQUEST');
  }
  return appErrorForStatus(status);
}

/**
 * Resumable uploads with the tus protocol (tus.io, v1.0.0: creation, termination, expiration). The part
 * file streams to DATA_DIR/uploads; when the last byte arrives the file is checked, stored by content
 * hash and listed, and the part file removed, whether it was accepted or refused.
 */
export const mediaUploadRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const directory = uploadDirectory(deps);
    await mkdir(directory, { recursive: true });
    const callers = new WeakMap<Request, AuthContext>();
    const callerOf = (request: Request): AuthContext => {
      const auth = callers.get(request);
      if (!auth) throw new AppError('UNAUTHORIZED');
      return auth;
    };
    const datastore = new UploadStore({ directory, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS });
    /** The length an upload declared, for a chunk that brought more (PATCH /media/uploads/{id}). */
    const declaredLength = async (request: Request): Promise<number | undefined> => {
      if (request.method !== 'PATCH') return undefined;
      const id = decodeURIComponent(new URL(request.url).pathname.split('/').at(-1) ?? '');
      const upload = await datastore.getUpload(id).catch(() => undefined);
      return upload?.size;
    };
    const tus = new Server({
      path: MEDIA_UPLOAD_PATH,
      datastore,
      relativeLocation: true,
      respectForwardedHeaders: deps.config.TRUST_PROXY !== false,
      maxSize: MEDIA_MAX_BYTES,
      disableTerminationForFinishedUploads: true,
      namingFunction: (request) => `${ownerPrefix(callerOf(request))}${randomBytes(16).toString('hex')}`,
      onIncomingRequest: async (request, uploadId) => {
        const auth = callerOf(request);
        if (request.method !== 'POST' && !uploadId.startsWith(ownerPrefix(auth))) {
          throw tusError(request, new AppError('NOT_FOUND'));
        }
      },
      onUploadCreate: async (request, upload) => {
        try {
          await checkNewUpload(deps, callerOf(request), upload.metadata ?? {}, upload.size);
        } catch (error) {
          throw tusError(request, error);
        }
        return {};
      },
      onUploadFinish: async (request, upload) => {
        try {
          const item = await acceptUpload(deps, callerOf(request), {
            path: path.join(directory, upload.id),
            metadata: upload.metadata ?? {},
          });
          return {
            status_code: 200,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(item),
          };
        } catch (error) {
          const appError = toAppError(error as Error);
          logFailure(deps.log, error, appError, 'could not accept an upload');
          throw tusError(request, appError);
        } finally {
          await datastore.remove(upload.id).catch((error: unknown) => {
            deps.log.warn({ err: error, uploadId: upload.id }, 'could not remove a finished upload');
          });
        }
      },
      onResponseError: async (request, error) => {
        // already answered in Placard's shape (and logged) by the hooks above
        if ('status_code' in error && isJson(error.body)) return error;
        const appError =
          'status_code' in error
            ? tusRefusal(error.status_code, error.body, await declaredLength(request))
            : toAppError(error);
        // a tus extension Placard does not offer (501) is the client's choice, not a failure
        if (appError.statusCode >= 500 && appError.statusCode !== 501) {
          logFailure(deps.log, error, appError, 'upload failed');
        } else deps.log.info({ err: error }, 'upload refused');
        return tusError(request, appError);
      },
    });

    const sweep = () =>
      tus.cleanUpExpiredUploads().catch((error: unknown) => {
        deps.log.warn({ err: error }, 'could not clean up expired uploads');
      });
    void sweep();
    const timer = setInterval(() => void sweep(), CLEANUP_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', () => clearInterval(timer));

    // chunks stream straight to the part file: Fastify must not read them
    app.addContentTypeParser(OCTET_STREAM, (_request, _payload, done) => done(null));

    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const webRequest = toWebRequest(request);
      callers.set(webRequest, request.auth);
      const response = await tus.handleWeb(webRequest);
      void reply.status(response.status);
      // same origin only: tus' cross-origin headers are left out; the length is the body's sent below
      response.headers.forEach((value, name) => {
        if (!name.startsWith('access-control-') && name !== 'content-length') void reply.header(name, value);
      });
      let body = await response.text();
      if (response.status >= 400) {
        // the few refusals tus words itself, before any hook (no Tus-Resumable, a malformed header)
        if (!isJson(body)) {
          const refusal = tusRefusal(response.status, body, undefined);
          void reply.status(refusal.statusCode);
          body = JSON.stringify(errorBody(requestLocale(request), refusal));
        }
        // refusals carry Placard's {error:{code,message}} body
        void reply.type('application/json; charset=utf-8');
      }
      return reply.send(body);
    };

    const config = { permission: 'upload' } as const;
    const params = z.object({ uploadId: z.string().min(1).max(200) });
    app.post(
      '/media/uploads',
      {
        schema: {
          tags,
          summary:
            'Start a resumable upload (tus creation: Upload-Length, Upload-Metadata filename, filetype, section, folderId)',
        },
        config,
      },
      handle,
    );
    app.head(
      '/media/uploads/:uploadId',
      { schema: { tags, summary: 'How much of an upload has arrived (tus Upload-Offset)', params }, config },
      handle,
    );
    app.patch(
      '/media/uploads/:uploadId',
      {
        schema: {
          tags,
          summary:
            'Send the next bytes of an upload (tus); the last answers 200 with the new media item, or the refusal',
          params,
        },
        config,
      },
      handle,
    );
    app.delete(
      '/media/uploads/:uploadId',
      { schema: { tags, summary: 'Cancel an unfinished upload (tus termination)', params }, config },
      handle,
    );
  };

function toWebRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  // only upload bytes travel in a body (a PATCH, or a POST creating with upload)
  const hasBody = request.headers['content-type']?.split(';')[0]?.trim() === OCTET_STREAM;
  return new Request(`http://${request.host}${request.url}`, {
    method: request.method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  });
}
