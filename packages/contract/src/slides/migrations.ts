import { SLIDE_DOCUMENT_VERSION, ZSlideData, type TSlideData } from './document.js';

type RawDocument = Record<string, unknown> & { version?: unknown };

/**
 * One step between consecutive document versions: `up` reads a document of version `from` and
 * returns version `from + 1`; `down` does the reverse for a screen whose player knows only the older
 * version (it drops or simplifies what the older one cannot show).
 */
export type DocumentMigration = {
  from: number;
  up: (document: RawDocument) => RawDocument;
  down: (document: RawDocument) => RawDocument;
};

/** The migrations of the slide document, oldest first. Version 1 is the first version. */
export const SLIDE_MIGRATIONS: readonly DocumentMigration[] = [];

export class DocumentVersionError extends Error {
  constructor(readonly version: unknown) {
    super(`Unsupported slide document version: ${String(version)}`);
  }
}

function versionOf(document: RawDocument, oldest: number): number {
  const version = document.version ?? oldest;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < oldest)
    throw new DocumentVersionError(version);
  return version;
}

/** Brings a document of any known version up (or down) to `target`, one step at a time. */
export function migrateDocument(
  document: RawDocument,
  target: number,
  migrations: readonly DocumentMigration[],
  oldest = 1,
): RawDocument {
  const latest = oldest + migrations.length;
  let version = versionOf(document, oldest);
  if (version > latest || target > latest || target < oldest)
    throw new DocumentVersionError(version > latest ? version : target);
  let current = document;
  while (version < target) {
    const step = migrations[version - oldest];
    if (!step) throw new DocumentVersionError(version);
    current = { ...step.up(current), version: version + 1 };
    version += 1;
  }
  while (version > target) {
    const step = migrations[version - 1 - oldest];
    if (!step) throw new DocumentVersionError(version);
    current = { ...step.down(current), version: version - 1 };
    version -= 1;
  }
  return current;
}

/** Reads a stored or received slide document of any version as the current version. */
export function readSlideData(raw: unknown): TSlideData {
  const document = typeof raw === 'object' && raw !== null ? (raw as RawDocument) : {};
  return ZSlideData.parse(migrateDocument(document, SLIDE_DOCUMENT_VERSION, SLIDE_MIGRATIONS));
}

/** A current document as a player that knows only `version` expects it. */
export function slideDataForVersion(document: TSlideData, version: number): RawDocument {
  return migrateDocument(document, Math.min(version, SLIDE_DOCUMENT_VERSION), SLIDE_MIGRATIONS);
}
