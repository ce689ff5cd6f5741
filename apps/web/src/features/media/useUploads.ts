import { createContext, use } from 'react';
import type { TMediaItem } from '@placard/contract';
import type { UploadTarget } from './mediaUpload';

export type UploadState = 'uploading' | 'done' | 'failed';

/** One row of the upload panel. */
export interface UploadEntry {
  id: number;
  /** the file's name (or "3 files" for a refused drop of several) */
  name: string;
  size: number;
  target: UploadTarget;
  state: UploadState;
  sent: number;
  /** bytes per second over the last seconds, null until measured */
  speed: number | null;
  secondsLeft: number | null;
  /** why it stopped, in the reader's language */
  error: string | null;
  /** a lost connection or a server failure: Retry resumes */
  retryable: boolean;
  /** the stored item once uploaded */
  item: TMediaItem | null;
}

export interface Uploads {
  entries: readonly UploadEntry[];
  /** checks the chosen or dropped files (one, accepted, within its limit) and uploads it */
  add: (files: readonly File[], target: UploadTarget) => void;
  cancel: (id: number) => void;
  retry: (id: number) => void;
  /** takes a finished or failed row off the panel */
  dismiss: (id: number) => void;
  clearFinished: () => void;
}

export const UploadsContext = createContext<Uploads | null>(null);

/** The uploads of the media library, kept while any of its pages is open. */
export function useUploads(): Uploads {
  const uploads = use(UploadsContext);
  if (!uploads) throw new Error('useUploads is only available inside the media library');
  return uploads;
}
