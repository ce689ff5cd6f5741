import { Upload, type DetailedError } from 'tus-js-client';
import { IMPERSONATION_HEADER, MEDIA_UPLOAD_PATH, type OwnSection, type TMediaItem } from '@placard/contract';
import { impersonationTarget } from '../../app/impersonationMode';
import { uploadedItemOf, uploadFailureOf, type UploadFailure } from './uploadErrors';

/** Where an upload goes: a section and a folder of it (null: the top level). */
export interface UploadTarget {
  section: OwnSection;
  folderId: number | null;
}

/** Chunks of 8 MB: after a dropped connection, at most one chunk is sent again. */
export const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;
/** Waits before each automatic retry of a failed request. */
export const UPLOAD_RETRY_DELAYS = [0, 1000, 3000, 5000];

export interface MediaUploadEvents {
  onProgress: (sent: number, total: number) => void;
  /** the stored item, as the last answer describes it (null if it could not be read) */
  onSuccess: (item: TMediaItem | null) => void;
  onError: (failure: UploadFailure) => void;
}

export interface MediaUploadOptions {
  /** the language the server writes refusals in */
  language: string;
  /** false when the same file is already on its way to the same place */
  resume?: boolean;
  endpoint?: string;
}

export interface MediaUpload {
  /** starts, resuming an earlier unfinished upload of the same file to the same place */
  start: () => Promise<void>;
  /** continues after a failure, from what the server already holds */
  retry: () => void;
  /** stops and deletes what the server received */
  cancel: () => Promise<void>;
  /** stops, keeping what the server received so a later start resumes it */
  pause: () => Promise<void>;
}

/** Same file, same place: the key under which tus remembers an unfinished upload to resume it. */
export function uploadFingerprint(
  file: Pick<File, 'name' | 'type' | 'size' | 'lastModified'>,
  target: UploadTarget,
): string {
  return [
    'placard-media',
    file.name,
    file.type,
    file.size,
    file.lastModified,
    target.section,
    target.folderId ?? 'top',
  ].join('-');
}

/**
 * The Upload-Metadata of an upload. The top level is sent as no folder at all: tus carries an empty
 * value as a key without value, which servers read as null rather than ''.
 */
export function uploadMetadata(
  file: Pick<File, 'name' | 'type'>,
  target: UploadTarget,
): Record<string, string> {
  return {
    filename: file.name,
    filetype: file.type,
    section: target.section,
    ...(target.folderId === null ? {} : { folderId: String(target.folderId) }),
  };
}

function requestHeaders(language: string): Record<string, string> {
  const impersonated = impersonationTarget();
  return {
    'Accept-Language': language,
    ...(impersonated === null ? {} : { [IMPERSONATION_HEADER]: String(impersonated) }),
  };
}

function failureOf(error: Error | DetailedError): UploadFailure {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  return response ? uploadFailureOf(response.getStatus(), response.getBody()) : uploadFailureOf(null, null);
}

/** One file sent with the tus protocol to the media library (resumable, in chunks, retried). */
export function createMediaUpload(
  file: File,
  target: UploadTarget,
  { language, resume = true, endpoint = MEDIA_UPLOAD_PATH }: MediaUploadOptions,
  events: MediaUploadEvents,
): MediaUpload {
  const fingerprint = uploadFingerprint(file, target);
  const upload = new Upload(file, {
    endpoint,
    chunkSize: UPLOAD_CHUNK_BYTES,
    retryDelays: UPLOAD_RETRY_DELAYS,
    removeFingerprintOnSuccess: true,
    fingerprint: () => Promise.resolve(fingerprint),
    metadata: uploadMetadata(file, target),
    headers: requestHeaders(language),
    onProgress: events.onProgress,
    onSuccess: ({ lastResponse }) => events.onSuccess(uploadedItemOf(lastResponse.getBody())),
    onError: (error) => events.onError(failureOf(error)),
  });
  return {
    start: async () => {
      const previous = resume ? await upload.findPreviousUploads().catch(() => []) : [];
      const latest = previous[previous.length - 1];
      if (latest) upload.resumeFromPreviousUpload(latest);
      upload.start();
    },
    retry: () => upload.start(),
    cancel: () => upload.abort(true).catch(() => undefined),
    pause: () => upload.abort(false).catch(() => undefined),
  };
}
