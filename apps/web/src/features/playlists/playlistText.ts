import type { LibraryText } from '../media/libraryText';

/** The media library's shared parts, worded for playlists (playlists.json) with "playlist-…" test ids. */
export const PLAYLIST_TEXT: LibraryText = { namespace: 'playlists', testIdPrefix: 'playlist' };

/** Where the grid/list choice of the playlists is remembered in the browser. */
export const PLAYLIST_VIEW_KEY = 'placard.playlists.view';
