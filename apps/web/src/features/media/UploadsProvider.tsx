import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../api/queryKeys';
import { translateFormMessage } from '../../components/form/formMessage';
import { createMediaUpload, uploadFingerprint, type MediaUpload, type UploadTarget } from './mediaUpload';
import { checkUpload } from './uploadChecks';
import { addSample, secondsLeft, uploadSpeed, type ProgressSample } from './uploadStats';
import { UploadsContext, type UploadEntry, type Uploads } from './useUploads';

/** Progress is drawn at most this often per upload (the browser reports it far more often). */
const PROGRESS_DRAW_MS = 250;

interface Running {
  upload: MediaUpload;
  fingerprint: string;
  samples: ProgressSample[];
  drawnAt: number;
}

/**
 * Holds the uploads of the media library: each file goes with tus (resumable, in 8 MB chunks), its
 * progress, speed and time left are measured, and the library is fetched again when one is stored.
 * Leaving the library pauses the unfinished ones; the same file to the same place resumes later.
 */
export function UploadsProvider({ children, endpoint }: { children: ReactNode; endpoint?: string }) {
  const { t, i18n } = useTranslation('media');
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const running = useRef(new Map<number, Running>());
  const nextId = useRef(1);

  const update = useCallback((id: number, change: Partial<UploadEntry>) => {
    setEntries((list) => list.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)));
  }, []);

  const add = useCallback(
    (files: readonly File[], target: UploadTarget) => {
      const check = checkUpload(files);
      if (!check) return;
      const id = nextId.current;
      nextId.current += 1;
      const first = files[0];
      const entry: UploadEntry = {
        id,
        name: files.length > 1 || !first ? t('upload.manyFiles', { count: files.length }) : first.name,
        size: files.length === 1 && first ? first.size : 0,
        target,
        state: 'uploading',
        sent: 0,
        speed: null,
        secondsLeft: null,
        error: null,
        retryable: false,
        item: null,
      };
      if (!check.ok) {
        const error = translateFormMessage(t, check.message) ?? check.message;
        setEntries((list) => [...list, { ...entry, state: 'failed', error }]);
        return;
      }
      const { file } = check;
      const fingerprint = uploadFingerprint(file, target);
      const alreadyGoing = [...running.current.values()].some((other) => other.fingerprint === fingerprint);
      const upload = createMediaUpload(
        file,
        target,
        { language: i18n.resolvedLanguage ?? i18n.language, resume: !alreadyGoing, endpoint },
        {
          onProgress: (sent, total) => {
            const record = running.current.get(id);
            if (!record) return;
            const now = performance.now();
            record.samples = addSample(record.samples, { at: now, bytes: sent });
            if (now - record.drawnAt < PROGRESS_DRAW_MS && sent < total) return;
            record.drawnAt = now;
            const speed = uploadSpeed(record.samples);
            update(id, { sent, size: total, speed, secondsLeft: secondsLeft(sent, total, speed) });
          },
          onSuccess: (item) => {
            running.current.delete(id);
            setEntries((list) =>
              list.map((current) =>
                current.id === id
                  ? { ...current, state: 'done', sent: current.size, speed: null, secondsLeft: null, item }
                  : current,
              ),
            );
            void queryClient.invalidateQueries({ queryKey: queryKeys.media });
          },
          onError: (failure) => {
            const fallback = failure.retryable ? t('upload.connectionLost') : t('upload.failed');
            update(id, {
              state: 'failed',
              error: failure.message ?? fallback,
              retryable: failure.retryable,
              speed: null,
              secondsLeft: null,
            });
          },
        },
      );
      running.current.set(id, { upload, fingerprint, samples: [], drawnAt: 0 });
      setEntries((list) => [...list, entry]);
      void upload.start();
    },
    [endpoint, i18n, queryClient, t, update],
  );

  const cancel = useCallback((id: number) => {
    const record = running.current.get(id);
    running.current.delete(id);
    void record?.upload.cancel();
    setEntries((list) => list.filter((entry) => entry.id !== id));
  }, []);

  const retry = useCallback(
    (id: number) => {
      const record = running.current.get(id);
      if (!record) return;
      record.samples = [];
      update(id, { state: 'uploading', error: null, retryable: false });
      record.upload.retry();
    },
    [update],
  );

  const clearFinished = useCallback(() => {
    // finished ones, accepted or refused, leave the list; those still going stay
    setEntries((list) => list.filter((entry) => entry.state === 'uploading'));
  }, []);

  // Leaving the library pauses what is still going; the server keeps what it received.
  useEffect(() => {
    const all = running.current;
    return () => {
      for (const record of all.values()) void record.upload.pause();
      all.clear();
    };
  }, []);

  // Closing or reloading the tab during an upload asks first.
  const busy = entries.some((entry) => entry.state === 'uploading');
  useEffect(() => {
    if (!busy) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [busy]);

  const value = useMemo<Uploads>(
    () => ({ entries, add, cancel, retry, dismiss: cancel, clearFinished }),
    [entries, add, cancel, retry, clearFinished],
  );
  return <UploadsContext value={value}>{children}</UploadsContext>;
}
