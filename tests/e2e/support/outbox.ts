import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

/** Waits for the newest mail to an address in the server's outbox folder and answers its code and link. */
export async function mailTo(email: string): Promise<{ code?: string; url?: string; subject: string }> {
  const dir = path.join(process.env.PLACARD_E2E_DATA_DIR ?? '', 'outbox');
  let found: { code?: string; url?: string; subject: string } | undefined;
  await expect
    .poll(async () => {
      const files = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
      for (const file of files) {
        const head = (await readFile(path.join(dir, file), 'utf8')).split(/\n\n/, 1)[0]?.replace(/\n[ \t]+/g, ' ') ?? '';
        const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim();
        if (header('To')?.toLowerCase().includes(email.toLowerCase())) {
          found = { code: header('X-Placard-Code'), url: header('X-Placard-Action-Url'), subject: header('Subject') ?? '' };
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  if (!found) throw new Error(`no mail to ${email}`);
  return found;
}
