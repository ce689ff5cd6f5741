import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PLAYLIST_INACTIVITY_MS } from '@placard/contract';

export const PLAYLIST_SECTION_PREFIX = '/playlists/';
export const PLAYLIST_INACTIVITY_TARGET = '/playlists/my';
export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'scroll',
  'touchstart',
  'wheel',
] as const;

/**
 * Spec section 2: while on a path beginning /playlists/, ten minutes without mouse, keyboard, touch or
 * scroll activity sends the user to /playlists/my (which also releases the editor's lock).
 */
export function usePlaylistInactivity(timeoutMs: number = PLAYLIST_INACTIVITY_MS): void {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const watching = pathname.startsWith(PLAYLIST_SECTION_PREFIX) && pathname !== PLAYLIST_INACTIVITY_TARGET;
  const redirect = useEffectEvent(() => {
    void navigate(PLAYLIST_INACTIVITY_TARGET);
  });

  useEffect(() => {
    if (!watching) return;
    let lastActivity = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const idle = Date.now() - lastActivity;
      if (idle >= timeoutMs) redirect();
      else timer = setTimeout(check, timeoutMs - idle);
    };
    const onActivity = () => {
      lastActivity = Date.now();
    };
    timer = setTimeout(check, timeoutMs);
    for (const event of ACTIVITY_EVENTS) {
      window.addEventListener(event, onActivity, { capture: true, passive: true });
    }
    return () => {
      clearTimeout(timer);
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity, { capture: true });
    };
  }, [watching, pathname, timeoutMs]);
}
