import type { TPlaylistFolder, TPlaylistSummary } from '@placard/contract';
import type { LibraryTarget } from '../media/libraryTarget';

/** The one dialog the playlists page has open, with what it is about. */
export type PlaylistDialog =
  | { kind: 'create' }
  | { kind: 'newFolder' }
  | { kind: 'rename'; playlist: TPlaylistSummary }
  | { kind: 'renameFolder'; folder: TPlaylistFolder }
  | { kind: 'move'; target: LibraryTarget<TPlaylistSummary> }
  | { kind: 'delete'; target: LibraryTarget<TPlaylistSummary> }
  | { kind: 'copyToStock'; playlists: readonly TPlaylistSummary[] }
  | { kind: 'recipients'; playlist: TPlaylistSummary };
