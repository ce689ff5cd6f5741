import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

/** The rules `npm run check` applies to `code` as if it were the file at `file` (from the repository root). */
async function rulesBroken(file: string, code: string): Promise<(string | null)[]> {
  const eslint = new ESLint({ cwd: repoRoot });
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result?.messages.map((message) => message.ruleId) ?? [];
}

describe('where each part of the code may reach', { timeout: 30_000 }, () => {
  it('fails the check when the platform imports a module', async () => {
    const code =
      "import type { AuthContext } from '../../modules/auth/auth.context.js';\nexport type A = AuthContext;\n";
    expect(await rulesBroken('apps/server/src/platform/http/example.ts', code)).toContain(
      'no-restricted-imports',
    );
    // the same import from a module is allowed
    expect(
      await rulesBroken('apps/server/src/modules/users/example.ts', code.replace('../../modules/', '../')),
    ).toEqual([]);
  });

  it("fails the check when a module reads another's table or repository", async () => {
    const table =
      "import { playlists } from '../playlists/playlists.table.js';\nexport const p = playlists;\n";
    expect(await rulesBroken('apps/server/src/modules/devices/example.ts', table)).toContain(
      'no-restricted-imports',
    );
    const repository =
      "import { visibleItemsByIds } from '../media/media.repository.js';\nexport const v = visibleItemsByIds;\n";
    expect(await rulesBroken('apps/server/src/modules/playlists/example.ts', repository)).toContain(
      'no-restricted-imports',
    );
    // what the owner exports for others, its own tables, and a foreign key between tables are allowed
    const queries =
      "import { playlistNames } from '../playlists/playlists.queries.js';\nexport const n = playlistNames;\n";
    expect(await rulesBroken('apps/server/src/modules/devices/example.ts', queries)).toEqual([]);
    const own = "import { devices } from './devices.table.js';\nexport const d = devices;\n";
    expect(await rulesBroken('apps/server/src/modules/devices/example.ts', own)).toEqual([]);
    expect(await rulesBroken('apps/server/src/modules/devices/example.table.ts', table)).toEqual([]);
  });

  it("fails the check when the web app's API client imports a feature, or the player MUI", async () => {
    const feature = "import { x } from '../features/media/x';\nexport const y = x;\n";
    expect(await rulesBroken('apps/web/src/api/example.ts', feature)).toContain('no-restricted-imports');
    const mui = "import Box from '@mui/material/Box';\nexport const y = Box;\n";
    expect(await rulesBroken('apps/player/src/example.ts', mui)).toContain('no-restricted-imports');
    const app = "import { buildApp } from '@placard/server';\nexport const y = buildApp;\n";
    expect(await rulesBroken('packages/contract/src/example.ts', app)).toContain('no-restricted-imports');
  });

  it('fails the check when the media library and the playlists import each other, not through the library', async () => {
    const playlists = "import { x } from '../playlists/x';\nexport const y = x;\n";
    expect(await rulesBroken('apps/web/src/features/media/example.ts', playlists)).toContain(
      'no-restricted-imports',
    );
    const media = "import { x } from '../../media/x';\nexport const y = x;\n";
    expect(await rulesBroken('apps/web/src/features/playlists/list/example.ts', media)).toContain(
      'no-restricted-imports',
    );
    // what they share comes from the library
    const library = "import { x } from '../library/x';\nexport const y = x;\n";
    expect(await rulesBroken('apps/web/src/features/media/example.ts', library)).toEqual([]);
    expect(await rulesBroken('apps/web/src/features/playlists/example.ts', library)).toEqual([]);
  });
});

/** The server's source files (tests aside) and the files each imports for their values. */
async function importGraph(): Promise<Map<string, string[]>> {
  const sourceRoot = path.join(repoRoot, 'apps/server/src');
  const files = (await readdir(sourceRoot, { recursive: true })).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'),
  );
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = await readFile(path.join(sourceRoot, file), 'utf8');
    const imported = [...text.matchAll(/^(?:import|export) (?!type )[^;]*? from '(\.[^']+)';/gms)].map(
      ([, specifier = '']) => path.join(path.dirname(file), specifier).replace(/\.js$/, '.ts'),
    );
    graph.set(file, imported);
  }
  return graph;
}

/** The files of each import loop: Tarjan's strongly connected components of more than one file. */
function importLoops(graph: Map<string, string[]>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const loops: string[][] = [];
  const visit = (file: string) => {
    const at = order.size;
    order.set(file, at);
    low.set(file, at);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!order.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) ?? at, low.get(next) ?? at));
      } else if (stack.includes(next)) {
        low.set(file, Math.min(low.get(file) ?? at, order.get(next) ?? at));
      }
    }
    if (low.get(file) === at) {
      const loop = stack.splice(stack.indexOf(file));
      if (loop.length > 1) loops.push(loop.sort());
    }
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return loops;
}

describe('the import graph of the server', () => {
  it('has no loop: no two files need each other, directly or through others', async () => {
    expect(importLoops(await importGraph())).toEqual([]);
  });

  it('finds a loop when there is one', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(importLoops(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });
});
