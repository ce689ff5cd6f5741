import type { TPlaylistFolder, TPlaylistSearch, TPlaylistSummary } from '@placard/contract';

/** A 16:9 draft of My playlists made by user 1, with three slides; anything can be overridden. */
export function playlistSummary(
  overrides: Partial<TPlaylistSummary> & Pick<TPlaylistSummary, 'id' | 'name'>,
): TPlaylistSummary {
  return {
    kind: 'playlist',
    aspect: { type: '16:9' },
    isPublished: false,
    publishedAt: null,
    overlay: null,
    section: 'my',
    folderId: null,
    slideCount: 3,
    duration: 65,
    thumbnailUrl: `/api/playlist/thumbs/${overrides.id}.jpg`,
    creator: { id: 1, fullname: 'Olive Owner' },
    stockFrom: null,
    platformStock: false,
    originalPlaylistId: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    canEdit: true,
    canDelete: true,
    ...overrides,
  };
}

export function playlistFolder(
  overrides: Partial<TPlaylistFolder> & Pick<TPlaylistFolder, 'id' | 'name'>,
): TPlaylistFolder {
  return {
    section: 'my',
    parentId: null,
    creator: { id: 1, fullname: 'Olive Owner' },
    createdAt: '2026-02-01T10:00:00.000Z',
    canEdit: true,
    ...overrides,
  };
}

export function playlistSearch(overrides: Partial<TPlaylistSearch> = {}): TPlaylistSearch {
  const results = overrides.results ?? [];
  return { totalCount: results.length, results, folders: [], path: [], ...overrides };
}
