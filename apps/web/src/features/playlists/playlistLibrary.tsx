import PlaylistPlayOutlined from '@mui/icons-material/PlaylistPlayOutlined';
import { zPlaylistName, type TPlaylistSummary } from '@placard/contract';
import type { LibrarySection } from '../library/librarySection';
import type { LibraryText } from '../library/libraryText';
import { PLAYLIST_RULES, type PlaylistAction } from './playlistActions';
import { PLAYLIST_CARD } from './PlaylistCardFace';
import { playlistLibraryApi } from './playlistLibraryApi';
import { PlaylistList } from './PlaylistList';

/** The library's shared parts, worded for playlists (playlists.json) with "playlist-…" test ids. */
export const PLAYLIST_TEXT: LibraryText = { namespace: 'playlists', testIdPrefix: 'playlist' };

/** Where the grid/list choice of the playlists is remembered in the browser. */
export const PLAYLIST_VIEW_KEY = 'placard.playlists.view';

/** The playlists, as the library's shared page shows them. */
export const PLAYLIST_LIBRARY: LibrarySection<TPlaylistSummary, PlaylistAction> = {
  api: playlistLibraryApi,
  rules: PLAYLIST_RULES,
  viewKey: PLAYLIST_VIEW_KEY,
  tileAspect: '16 / 10',
  minCardWidth: 210,
  card: PLAYLIST_CARD,
  List: PlaylistList,
  emptyWaitsForAnswer: true,
  naming: { rule: zPlaylistName, testId: 'rename-playlist', selectStem: false },
  moveTopIcon: <PlaylistPlayOutlined fontSize="small" />,
};
