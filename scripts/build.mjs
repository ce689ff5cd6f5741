// Builds what is out of date: the fonts, the web app, the screen player and the server, each only when
// the files it is built from changed since its last build (a fingerprint of their contents is kept in
// its dist folder). `--force` builds everything.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SKIPPED = new Set(['node_modules', 'dist', 'test-results', '.vite']);
/** What every part is built with, besides its own folder. */
const SHARED = [
  'packages/contract',
  'packages/slides',
  'packages/fonts/src',
  'package-lock.json',
  'tsconfig.base.json',
];

const PARTS = [
  {
    name: 'Fonts',
    folder: 'packages/fonts',
    inputs: ['packages/fonts', 'package-lock.json'],
    command: ['node', 'packages/fonts/scripts/build.mjs'],
  },
  {
    name: 'Web app',
    folder: 'apps/web',
    inputs: ['apps/web', ...SHARED],
    command: ['npm', 'run', 'build', '-w', '@placard/web'],
  },
  {
    name: 'Screen player',
    folder: 'apps/player',
    inputs: ['apps/player', ...SHARED],
    command: ['npm', 'run', 'build', '-w', '@placard/player'],
  },
  {
    name: 'Server',
    folder: 'apps/server',
    inputs: ['apps/server', ...SHARED],
    command: ['npm', 'run', 'build', '-w', '@placard/server'],
  },
];

/** The files under `entry` (a file or folder, relative to the root), sorted, without build output or tests. */
function filesOf(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { withFileTypes: true })
    .filter((child) => !SKIPPED.has(child.name) && !/\.tsbuildinfo$|\.test\.tsx?$/.test(child.name))
    .flatMap((child) => filesOf(path.join(entry, child.name)))
    .sort();
}

function fingerprint(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(filesOf)) {
    hash.update(file);
    hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

const force = process.argv.includes('--force');
for (const part of PARTS) {
  const stamp = path.join(root, part.folder, 'dist', '.build-fingerprint');
  const current = fingerprint(part.inputs);
  if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8') === current) {
    console.log(`${part.name}: up to date`);
    continue;
  }
  console.log(`${part.name}: building…`);
  const [command, ...args] = part.command;
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, current);
}
