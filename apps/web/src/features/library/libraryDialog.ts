import type { TMediaFolder } from '@placard/contract';
import type { LibraryEntry, LibraryTarget } from './libraryTarget';

/** The dialogs every library has, with what each is about; a library may add its own kinds. */
export type LibraryDialog<Item extends LibraryEntry> =
  | { kind: 'newFolder' }
  | { kind: 'rename'; item: Item }
  | { kind: 'renameFolder'; folder: TMediaFolder }
  | { kind: 'move'; target: LibraryTarget<Item> }
  | { kind: 'delete'; target: LibraryTarget<Item> }
  | { kind: 'copyToStock'; items: readonly Item[] }
  | { kind: 'recipients'; item: Item };

/** A change was made: the message to show; the dialog closes unless kept open. */
export type OnLibraryDone = (
  message: string,
  after?: { clearSelection?: boolean; keepOpen?: boolean },
) => void;
