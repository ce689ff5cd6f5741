import type { TMediaFolder, TMediaItem } from '@placard/contract';
import type { LibraryTarget } from './libraryTarget';

/** The one dialog the library has open, with what it is about. */
export type LibraryDialog =
  | { kind: 'newFolder' }
  | { kind: 'renameItem'; item: TMediaItem }
  | { kind: 'renameFolder'; folder: TMediaFolder }
  | { kind: 'move'; target: LibraryTarget }
  | { kind: 'delete'; target: LibraryTarget }
  | { kind: 'copyToStock'; items: readonly TMediaItem[] }
  | { kind: 'recipients'; item: TMediaItem }
  | { kind: 'preview'; item: TMediaItem };

/** The dialog's subject when it is of this kind, else null (closed). */
export function dialogOf<K extends LibraryDialog['kind']>(
  dialog: LibraryDialog | null,
  kind: K,
): Extract<LibraryDialog, { kind: K }> | null {
  return dialog?.kind === kind ? (dialog as Extract<LibraryDialog, { kind: K }>) : null;
}
