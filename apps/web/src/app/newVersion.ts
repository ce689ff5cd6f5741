import { lazy, type ComponentType } from 'react';

/**
 * After a deployment, an open tab asks for page files by names the server no longer has. The page is
 * then reloaded once to get the new version; if a file still cannot be loaded after that, the error
 * reaches the route's error page, which offers to reload.
 */
const RELOADED_AT = 'placard.reloadedForNewVersion';
/** A second reload within this time would be a loop: the error is shown instead. */
const RELOAD_GUARD_MS = 60_000;

/** Reloads the page for a new version, unless it did so a moment ago. Answers whether it reloads. */
export function reloadForNewVersion(reload = () => window.location.reload(), now = Date.now()): boolean {
  const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(RELOADED_AT, String(now));
  reload();
  return true;
}

/** Whether an error is a page file that could not be fetched (the browsers' words differ). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload CSS/i.test(
    message,
  );
}

/** `React.lazy` for a page: a file that cannot be loaded reloads the page once for the new version. */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() =>
    load().catch((error: unknown) => {
      // while the page reloads, nothing is shown in its place
      if (isChunkLoadError(error) && reloadForNewVersion()) return new Promise<never>(() => undefined);
      throw error;
    }),
  );
}
