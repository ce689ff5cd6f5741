import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

export interface Mail {
  code?: string;
  url?: string;
  subject: string;
}

/**
 * Waits for the newest mail to an address in the server's outbox folder and answers its code and link.
 * With `accept`, only a mail it accepts counts (e.g. one whose link is a password reset link), so an
 * earlier mail to the same address is never mistaken for the one just asked for.
 */
export async function mailTo(email: string, accept: (mail: Mail) => boolean = () => true): Promise<Mail> {
  const dir = path.join(process.env.PLACARD_E2E_DATA_DIR ?? '', 'outbox');
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
        for (const file of files) {
          const head =
            (await readFile(path.join(dir, file), 'utf8')).split(/\n\n/, 1)[0]?.replace(/\n[ \t]+/g, ' ') ??
            '';
          const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim();
          if (header('To')?.toLowerCase().includes(email.toLowerCase())) {
            const mail = {
              code: header('X-Placard-Code'),
              url: header('X-Placard-Action-Url'),
              subject: header('Subject') ?? '',
            };
            if (!accept(mail)) continue;
            found = mail;
            return true;
          }
        }
        return false;
      },
      { message: `a mail to ${email} in the outbox` },
    )
    .toBe(true);
  if (!found) throw new Error(`no mail to ${email}`);
  return found;
}

/** The path and query of a mailed link, to open on the test server whatever host the mail names. */
export function linkPath(url: string | undefined): string {
  if (!url) throw new Error('the mail carries no link');
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}
