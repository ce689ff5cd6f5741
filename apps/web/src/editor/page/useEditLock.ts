import { useEffect, useRef, useState } from 'react';
import { PLAYLIST_LOCK_RENEW_MS, type TLockStatus } from '@placard/contract';
import { playlistEditorApi } from '../../api/playlistEditor';
import { API_BASE } from '../../api/client';

/** Lets go of the lock while the page is being left (a normal request may be cut off by then). */
function releaseOnLeave(playlistId: number): void {
  void fetch(`${API_BASE}/playlist/unlock`, {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ playlistId }),
  }).catch(() => undefined);
}

/**
 * Spec section 4: a shared playlist is edited by one user at a time. The editor takes the lock when it
 * opens, renews it while open, and lets go when it closes (or the lock lapses if the browser vanishes).
 * Answers null until the first answer, then whether someone else holds it.
 */
export function useEditLock(
  playlistId: number,
  wanted: boolean,
  /** resolves once what the editor still has to save is saved (the lock is let go after it) */
  settle: () => Promise<void>,
): TLockStatus | null {
  const [status, setStatus] = useState<TLockStatus | null>(null);
  const settleRef = useRef(settle);
  useEffect(() => {
    settleRef.current = settle;
  }, [settle]);

  useEffect(() => {
    if (!wanted) return;
    let active = true;
    const take = () =>
      playlistEditorApi.lock(playlistId).then(
        (answer) => {
          if (active) setStatus(answer);
        },
        () => {
          // a failed renewal keeps the last answer; the next one tries again
          if (active) setStatus((previous) => previous ?? { locked: false, userName: null, mine: false });
        },
      );
    void take();
    const timer = setInterval(() => void take(), PLAYLIST_LOCK_RENEW_MS);
    const leave = () => releaseOnLeave(playlistId);
    window.addEventListener('pagehide', leave);
    return () => {
      active = false;
      clearInterval(timer);
      window.removeEventListener('pagehide', leave);
      void settleRef
        .current()
        .catch(() => undefined)
        .then(() => playlistEditorApi.unlock(playlistId))
        .catch(() => undefined);
    };
  }, [playlistId, wanted]);

  return wanted ? status : { locked: false, userName: null, mine: false };
}
