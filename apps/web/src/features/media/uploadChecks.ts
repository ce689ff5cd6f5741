import {
  MEDIA_FILES_PER_UPLOAD,
  MEDIA_FORMATS,
  isMediaTooLarge,
  mediaFormatOfFileName,
  mediaLimitMb,
  messageKey,
} from '@placard/contract';

/** What the browser knows of a chosen or dropped file before sending it. */
export interface FileFacts {
  name: string;
  size: number;
}

export type UploadCheck<F extends FileFacts> =
  | { ok: true; file: F }
  /** `message` is a contract error key, with its parameters ('errors.MEDIA_TOO_LARGE|{"filesize":100}') */
  | { ok: false; message: string };

/**
 * The checks the server makes first, made before sending so a refusal comes at once and with the same
 * words: one file per drop, an accepted extension, and the size limit of the kind the name claims.
 * The server checks again by content. Returns null when nothing was chosen.
 */
export function checkUpload<F extends FileFacts>(files: readonly F[]): UploadCheck<F> | null {
  if (files.length === 0) return null;
  if (files.length > MEDIA_FILES_PER_UPLOAD) return { ok: false, message: 'errors.MEDIA_ONE_FILE' };
  const file = files[0] as F;
  const format = mediaFormatOfFileName(file.name);
  if (!format) return { ok: false, message: 'errors.MEDIA_TYPE_NOT_ALLOWED' };
  const { kind } = MEDIA_FORMATS[format];
  if (isMediaTooLarge(kind, file.size)) {
    return { ok: false, message: messageKey('errors.MEDIA_TOO_LARGE', { filesize: mediaLimitMb(kind) }) };
  }
  return { ok: true, file };
}
