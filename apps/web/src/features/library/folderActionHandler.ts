import type { TMediaFolder } from '@placard/contract';
import type { FolderAction } from './libraryActions';
import { targetOfFolder, type LibraryTarget } from './libraryTarget';

/** The dialogs a folder's menu opens, alike in either library. */
export type FolderDialog<Folder extends TMediaFolder> =
  | { kind: 'renameFolder'; folder: Folder }
  | { kind: 'move'; target: LibraryTarget<never> }
  | { kind: 'delete'; target: LibraryTarget<never> };

/** What a folder's menu does at once, without a dialog. */
export interface FolderSharing {
  share: (target: LibraryTarget) => void;
  unshare: (target: LibraryTarget) => void;
}

/** What a library page does with a folder's menu action: open its dialog, or share it at once. */
export function folderActionHandler<Folder extends TMediaFolder>(
  open: (dialog: FolderDialog<Folder>) => void,
  sharing: FolderSharing,
): (folder: Folder, action: FolderAction) => void {
  return (folder, action) => {
    switch (action) {
      case 'rename':
        return open({ kind: 'renameFolder', folder });
      case 'move':
        return open({ kind: 'move', target: targetOfFolder(folder) });
      case 'share':
        return sharing.share(targetOfFolder(folder));
      case 'unshare':
        return sharing.unshare(targetOfFolder(folder));
      case 'delete':
        return open({ kind: 'delete', target: targetOfFolder(folder) });
    }
  };
}
