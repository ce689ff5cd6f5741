import type { TMediaFolder, TMediaItem } from '@placard/contract';
import type { LibraryTarget } from './libraryTarget';

/** The one dialog the library has open, with what it is about. */
export type LibraryDialog =
  | { kind: 'newFolder' }
  | { kind: 'renameItem'; item: TMediaItem }
  | { kind: 'renameFolder'; folder: TMediaFolder }
  | { kind: 'move'; target: LibraryTarget<TMediaItem> }
  | { kind: 'delete'; target: LibraryTarget<TMediaItem> }
  | { kind: 'copyToStock'; items: readonly TMediaItem[] }
  | { kind: 'recipients'; item: TMediaItem }
  | { kind: 'preview'; item: TMediaItem };
