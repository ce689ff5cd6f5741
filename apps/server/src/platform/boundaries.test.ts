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
