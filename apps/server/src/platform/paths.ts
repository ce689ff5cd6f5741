import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/** The apps/server folder, whether running from src (tsx, vitest) or from the dist bundle. */
export function serverRoot(): string {
  if (cached) return cached;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@placard/server') {
      cached = dir;
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @placard/server package folder');
    dir = parent;
  }
}

export function migrationsFolder(): string {
  return path.join(serverRoot(), 'drizzle');
}

export function serverVersion(): string {
  return JSON.parse(readFileSync(path.join(serverRoot(), 'package.json'), 'utf8')).version as string;
}
