import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export type OutboxMail = {
  file: string;
  to: string;
  subject: string;
  actionUrl?: string;
  code?: string;
  raw: string;
};

function headersOf(raw: string): Map<string, string> {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** The mails written to DATA_DIR/outbox, oldest first. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(path.join(dir, file), 'utf8');
      const headers = headersOf(raw);
      return {
        file,
        raw,
        to: headers.get('to') ?? '',
        subject: headers.get('subject') ?? '',
        actionUrl: headers.get('x-placard-action-url'),
        code: headers.get('x-placard-code'),
      };
    }),
  );
}
