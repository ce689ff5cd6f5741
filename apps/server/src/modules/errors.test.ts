import { readdir } from 'node:fs/promises';
import { ERROR_CODES } from '@placard/contract';
import { describe, expect, it } from 'vitest';
import { PLATFORM_ERRORS, type ErrorStatuses } from '../platform/http/app-error.js';

/** Every `<module>.errors.ts`, by module. */
async function moduleErrorTables(): Promise<Map<string, ErrorStatuses>> {
  const tables = new Map<string, ErrorStatuses>();
  for (const module of await readdir(new URL('.', import.meta.url), { withFileTypes: true })) {
    if (!module.isDirectory()) continue;
    const files = await readdir(new URL(`./${module.name}/`, import.meta.url));
    for (const file of files.filter((name) => name.endsWith('.errors.ts'))) {
      const exports = (await import(`./${module.name}/${file.replace(/\.ts$/, '.js')}`)) as Record<
        string,
        { statuses?: ErrorStatuses }
      >;
      for (const raise of Object.values(exports)) if (raise.statuses) tables.set(module.name, raise.statuses);
    }
  }
  return tables;
}

describe('error codes', () => {
  it('each code of the contract is declared once, by the platform or by the one module that owns it', async () => {
    const owners = new Map<string, string[]>();
    const declare = (owner: string, statuses: ErrorStatuses) => {
      for (const code of Object.keys(statuses)) owners.set(code, [...(owners.get(code) ?? []), owner]);
    };
    declare('platform', PLATFORM_ERRORS);
    const tables = await moduleErrorTables();
    for (const [module, statuses] of tables) declare(module, statuses);
    expect([...tables.keys()].sort()).toEqual(
      expect.arrayContaining(['auth', 'devices', 'library', 'media', 'playlists', 'users']),
    );
    expect([...owners.keys()].sort()).toEqual([...ERROR_CODES].sort());
    expect([...owners].filter(([, declaredBy]) => declaredBy.length > 1)).toEqual([]);
  });

  it('gives every code a client or server error status', async () => {
    const statuses = [PLATFORM_ERRORS, ...(await moduleErrorTables()).values()].flatMap((table) =>
      Object.values(table),
    );
    expect(statuses.every((status) => status >= 400 && status <= 599)).toBe(true);
  });
});
