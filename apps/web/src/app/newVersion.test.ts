import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadForNewVersion } from './newVersion';

describe('reloading for a new version', () => {
  afterEach(() => sessionStorage.clear());

  it('reloads once, and not again within a minute (no reload loop)', () => {
    const reload = vi.fn();
    expect(reloadForNewVersion(reload, 1_000_000)).toBe(true);
    expect(reloadForNewVersion(reload, 1_030_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // a later deployment gets its own reload
    expect(reloadForNewVersion(reload, 1_070_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("knows a page file that could not be loaded in each browser's words", () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/A.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/A.css'))).toBe(true);
    expect(isChunkLoadError(new Error('x is not a function'))).toBe(false);
    // an API call that cannot reach the server is not a new version
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
  });
});
