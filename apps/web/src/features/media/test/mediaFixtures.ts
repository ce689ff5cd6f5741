import type { TMediaFolder, TMediaItem, TMediaList } from '@placard/contract';

/** A stored, ready image of My media made by user 1, for tests; anything can be overridden. */
export function mediaItem(overrides: Partial<TMediaItem> & Pick<TMediaItem, 'id' | 'name'>): TMediaItem {
  return {
    kind: 'image',
    format: 'jpg',
    contentType: 'image/jpeg',
    sizeBytes: 2 * 1024 * 1024,
    url: `/api/media/files/${overrides.id}.jpg`,
    thumbnailUrl: `/api/media/files/${overrides.id}-thumb.jpg`,
    width: 1920,
    height: 1080,
    durationMs: null,
    pageCount: null,
    pages: [],
    status: 'ready',
    failure: null,
    notes: [],
    section: 'my',
    folderId: null,
    locked: false,
    uneditableWhenShared: false,
    creator: { id: 1, fullname: 'Olive Owner' },
    stockFrom: null,
    platformStock: false,
    origin: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    canEdit: true,
    canDelete: true,
    ...overrides,
  };
}

export function mediaFolder(
  overrides: Partial<TMediaFolder> & Pick<TMediaFolder, 'id' | 'name'>,
): TMediaFolder {
  return {
    section: 'my',
    parentId: null,
    creator: { id: 1, fullname: 'Olive Owner' },
    createdAt: '2026-02-01T10:00:00.000Z',
    canEdit: true,
    ...overrides,
  };
}

export function mediaList(overrides: Partial<TMediaList> = {}): TMediaList {
  const results = overrides.results ?? [];
  return { totalCount: results.length, results, folders: [], path: [], ...overrides };
}
