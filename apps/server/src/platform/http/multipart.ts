import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

export type UploadedFile = {
  bytes: Buffer;
  truncated: boolean;
  /** the plain fields sent before the file */
  fields: Record<string, string>;
};

/**
 * A multipart body the parser refuses (no boundary, one it cannot use, cut short) is the client's
 * mistake, answered 400; a file over the limit is 413. Anything else stays what it was.
 */
function asClientError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  if (code === 'FST_REQ_FILE_TOO_LARGE' || statusCode === 413) return new AppError('PAYLOAD_TOO_LARGE');
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500)
    return new AppError('BAD_REQUEST');
  const message = error instanceof Error ? error.message : '';
  return /multipart|boundary|needle|content-type/i.test(message) ? new AppError('BAD_REQUEST') : error;
}

/** Reads the one file of a multipart request (in memory: for small images only) and the fields before it. */
export async function readSingleFile(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  try {
    const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (file?.fieldname !== field) {
      throw new AppError('BAD_REQUEST', { fields: { [field]: 'validation.required' } });
    }
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(file.fields)) {
      const part = Array.isArray(value) ? value[0] : value;
      if (part && part.type === 'field' && typeof part.value === 'string') fields[name] = part.value;
    }
    const bytes = await file.toBuffer();
    return { bytes, truncated: file.file.truncated, fields };
  } catch (error) {
    throw asClientError(error);
  }
}

/** A failed parse of fields read by hand (multipart), as the same VALIDATION_FAILED a JSON body gets. */
export function validationError(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return new AppError('VALIDATION_FAILED', { fields });
}
