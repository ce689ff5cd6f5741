import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import { useSessionWatcher } from './useSessionWatcher';

interface SessionWatcherControls {
  /** Starts polling the login status (idempotent). */
  start: () => void;
  /** Stops polling, e.g. on logout. */
  stop: () => void;
}

const SessionWatcherContext = createContext<SessionWatcherControls | null>(null);

/** Runs the one session watcher of the app; pages start it once the user is known to be logged in. */
export function SessionWatcherProvider({ children }: { children: ReactNode }) {
  const [active, setActive] = useState(false);
  useSessionWatcher(active);
  const controls = useMemo(() => ({ start: () => setActive(true), stop: () => setActive(false) }), []);
  return <SessionWatcherContext value={controls}>{children}</SessionWatcherContext>;
}

export function useSessionWatcherControls(): SessionWatcherControls {
  const controls = use(SessionWatcherContext);
  if (!controls) throw new Error('useSessionWatcherControls needs a SessionWatcherProvider');
  return controls;
}
