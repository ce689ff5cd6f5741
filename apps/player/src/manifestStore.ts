import { ZManifest, type TManifest } from '@placard/contract';

/** The last manifest whose files were all downloaded, and the ETag it came with. */
export type StoredManifest = { manifest: TManifest; etag: string };

export const MANIFEST_KEY = 'placard.player.manifest';

/**
 * Keeps the last complete manifest in localStorage, so a screen that starts without a server plays
 * what it played before (its files are in the media cache).
 */
export type ManifestStore = {
  load(): StoredManifest | null;
  save(stored: StoredManifest): void;
  clear(): void;
};

export function createManifestStore(storage: Storage = localStorage): ManifestStore {
  return {
    load() {
      try {
        const value = JSON.parse(storage.getItem(MANIFEST_KEY) ?? 'null') as {
          etag?: unknown;
          manifest?: unknown;
        };
        if (!value || typeof value.etag !== 'string') return null;
        const manifest = ZManifest.safeParse(value.manifest);
        return manifest.success ? { manifest: manifest.data, etag: value.etag } : null;
      } catch {
        return null;
      }
    },
    save(stored) {
      try {
        storage.setItem(MANIFEST_KEY, JSON.stringify(stored));
      } catch {
        // storage full: the screen plays on and downloads the manifest again after a restart
      }
    },
    clear() {
      storage.removeItem(MANIFEST_KEY);
    },
  };
}
