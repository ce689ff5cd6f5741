import { useTranslation } from 'react-i18next';
import type { TMediaFolder, TMediaItem } from '@placard/contract';
import { LibraryGrid } from './LibraryGrid';
import type { Selection } from './librarySelection';
import {
  folderActions,
  itemActions,
  type FolderAction,
  type ItemAction,
  type LibraryAccess,
} from './mediaActions';
import { MediaItemCard } from './MediaItemCard';

/** What the grid and the list both show and do. */
export interface LibraryViewProps {
  folders: readonly TMediaFolder[];
  items: readonly TMediaItem[];
  access: LibraryAccess;
  selection: Selection;
  onSelect: (selection: Selection) => void;
  onOpenFolder: (folder: TMediaFolder) => void;
  onItemAction: (item: TMediaItem, action: ItemAction) => void;
  onFolderAction: (folder: TMediaFolder, action: FolderAction) => void;
}

/** Folders first, as compact cards, then the items as thumbnail cards. */
export function MediaGrid({
  folders,
  items,
  access,
  selection,
  onSelect,
  onOpenFolder,
  onItemAction,
  onFolderAction,
}: LibraryViewProps) {
  const { t } = useTranslation('media');
  return (
    <LibraryGrid
      testId="media-grid"
      folders={folders}
      folderActionsOf={(folder) => folderActions(folder, access)}
      items={items}
      actionsOf={(item) => itemActions(item, access)}
      itemsLabel={t('item.listLabel')}
      itemsHeading={t('item.heading')}
      minCardWidth={190}
      selection={selection}
      onSelect={onSelect}
      onOpenFolder={onOpenFolder}
      onFolderAction={onFolderAction}
      renderCard={(item, actions, card) => (
        <MediaItemCard
          key={item.id}
          item={item}
          actions={actions}
          {...card}
          onAction={(action) => onItemAction(item, action)}
        />
      )}
    />
  );
}
