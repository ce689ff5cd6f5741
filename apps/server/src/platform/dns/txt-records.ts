import { Resolver } from 'node:dns/promises';

/** Answers the TXT records of a name, each record's strings joined; none when it has none or does not exist. */
export type TxtLookup = (name: string) => Promise<string[]>;

const NO_RECORDS = new Set(['ENODATA', 'ENOTFOUND', 'ENONAME', 'NXDOMAIN']);

/** TXT lookups through the given DNS servers (`ip` or `ip:port`), or the system's when the list is empty. */
export function createTxtLookup(servers: readonly string[]): TxtLookup {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (servers.length > 0) resolver.setServers([...servers]);
  return async (name) => {
    try {
      const records = await resolver.resolveTxt(name);
      return records.map((chunks) => chunks.join(''));
    } catch (error) {
      if (NO_RECORDS.has((error as NodeJS.ErrnoException).code ?? '')) return [];
      throw error;
    }
  };
}
