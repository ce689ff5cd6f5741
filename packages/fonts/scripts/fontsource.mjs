// The installed @fontsource packages this catalogue is made of: where they are and what they hold.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The files/ folder of an installed @fontsource package. */
export function packageFilesDir(id) {
  return path.join(path.dirname(require.resolve(`@fontsource/${id}/package.json`)), 'files');
}

/** The file names in a package's files/ folder. */
export function packageFiles(id) {
  return readdirSync(packageFilesDir(id));
}

/** A package's metadata.json (family name, category, weights, styles). */
export function packageMetadata(id) {
  return JSON.parse(readFileSync(path.join(packageFilesDir(id), '..', 'metadata.json'), 'utf8'));
}

/** The @fontsource packages the fonts package depends on, by id. */
export function fontsourceIds() {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  return Object.keys(manifest.dependencies)
    .filter((name) => name.startsWith('@fontsource/'))
    .map((name) => name.slice('@fontsource/'.length))
    .sort();
}
