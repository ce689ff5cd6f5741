import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  constructor(dir: string) {
    super(
      `Another Placard process is already using the database in ${dir}. ` +
        'Stop that process, or start this one with a different DATA_DIR (or DATABASE_URL for PostgreSQL).',
    );
    this.name = 'DataDirLockedError';
  }
}

/** Only one process may open an embedded database folder. Returns the release function. */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dir, {
      lockfilePath: `${dir}.lock`,
      stale: 15_000,
      update: 5_000,
      realpath: false,
      onCompromised: (error) => {
        throw new Error(`Lost the lock on ${dir}: ${error.message}`);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dir);
    throw error;
  }
}
