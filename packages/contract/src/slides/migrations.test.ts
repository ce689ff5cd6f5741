import { describe, expect, it } from 'vitest';
import { SLIDE_DOCUMENT_VERSION } from './document.js';
import {
  DocumentVersionError,
  migrateDocument,
  readSlideData,
  slideDataForVersion,
  type DocumentMigration,
} from './migrations.js';

/** Two made-up steps: v1 kept a colour as `bg`; v2 calls it `background`; v3 adds `hotCorners`. */
const STEPS: DocumentMigration[] = [
  {
    from: 1,
    up: ({ bg, ...rest }) => ({ ...rest, background: bg }),
    down: ({ background, ...rest }) => ({ ...rest, bg: background }),
  },
  {
    from: 2,
    up: (document) => ({ ...document, hotCorners: false }),
    down: ({ hotCorners: _dropped, ...rest }) => rest,
  },
];

describe('slide document migrations', () => {
  it('brings an old document up one step at a time and stamps each version', () => {
    expect(migrateDocument({ version: 1, bg: '#FFF' }, 3, STEPS)).toEqual({
      version: 3,
      background: '#FFF',
      hotCorners: false,
    });
    expect(migrateDocument({ version: 2, background: '#000' }, 3, STEPS)).toEqual({
      version: 3,
      background: '#000',
      hotCorners: false,
    });
  });

  it('takes a current document down for an older player, dropping what it cannot show', () => {
    expect(migrateDocument({ version: 3, background: '#000', hotCorners: true }, 1, STEPS)).toEqual({
      version: 1,
      bg: '#000',
    });
  });

  it('reads a document without a version as the first version', () => {
    expect(migrateDocument({ bg: '#111' }, 2, STEPS)).toEqual({ version: 2, background: '#111' });
  });

  it('refuses versions it does not know, newer or malformed', () => {
    expect(() => migrateDocument({ version: 4 }, 3, STEPS)).toThrow(DocumentVersionError);
    expect(() => migrateDocument({ version: 0 }, 3, STEPS)).toThrow(DocumentVersionError);
    expect(() => migrateDocument({ version: '2' }, 3, STEPS)).toThrow(DocumentVersionError);
    expect(() => migrateDocument({ version: 1 }, 5, STEPS)).toThrow(DocumentVersionError);
  });

  it('reads stored documents as the current version, with defaults for what they leave out', () => {
    const read = readSlideData({ version: 1, elements: [] });
    expect(read.version).toBe(SLIDE_DOCUMENT_VERSION);
    expect(read.duration).toBe(10);
    expect(read.background).toEqual({ type: 'color', color: '#FFFFFF' });
    expect(read.slideAnimation).toEqual({ type: 'none', option: null, durationInMillis: 0 });
    expect(read.actions).toEqual({});
  });

  it('refuses a document from a newer editor instead of guessing', () => {
    expect(() => readSlideData({ version: SLIDE_DOCUMENT_VERSION + 1 })).toThrow(DocumentVersionError);
  });

  it('serves the current document unchanged to a player of the current version', () => {
    const current = readSlideData({});
    expect(slideDataForVersion(current, SLIDE_DOCUMENT_VERSION)).toEqual(current);
  });
});
