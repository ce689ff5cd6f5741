import type { ComponentType, ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { TMediaFolder } from '@placard/contract';
import type { ActionRules } from './actionRules';
import type { LibraryApi } from './libraryApi';
import type { FolderAction, LibraryAccess, LibraryAction } from './libraryActions';
import type { LibraryDeleteProps } from './LibraryDeleteDialog';
import type { Selection } from './librarySelection';
import type { LibraryEntry } from './libraryTarget';
import type { NameDialogProps } from './NameDialog';

/** What a library's grid and list both show and do. */
export interface LibraryViewProps<Item extends LibraryEntry, Action extends LibraryAction> {
  folders: readonly TMediaFolder[];
  items: readonly Item[];
  access: LibraryAccess;
  selection: Selection;
  onSelect: (selection: Selection) => void;
  onOpenFolder: (folder: TMediaFolder) => void;
  onItemAction: (item: Item, action: Action) => void;
  onFolderAction: (folder: TMediaFolder, action: FolderAction) => void;
}

/** The marks an item's menu shows: Lock or Unlock, the "others can't edit" check, actions not available yet. */
export interface MenuMarks<Action extends LibraryAction> {
  locked?: boolean;
  uneditableWhenShared?: boolean;
  unavailable?: Partial<Record<Action, string>>;
}

/** How an item's card in the grid looks and what its picture does. */
export interface CardFace<Item extends LibraryEntry, Action extends LibraryAction> {
  /** the start of the card's test ids: 'media-item' gives media-item-card, -select and -name */
  testId: string;
  /** what clicking the picture does, the key of its label (given the item's name) and its test id */
  open: { action: Action; label: string; testId?: string };
  /** the picture filling the top of the card */
  Picture: ComponentType<{ item: Item }>;
  /** the facts under the name */
  Details: ComponentType<{ item: Item }>;
  /** the card's data-status, when items have one */
  statusOf?: (item: Item) => string;
  /** the marks of the item's menu, worded with the library's translations */
  marksOf: (item: Item, t: TFunction) => MenuMarks<Action>;
}

/**
 * What sets one library (media files, playlists) apart from the other; the rest of a library page,
 * its grid, cards, dialogs and selection, they share; its words and test ids come from the
 * LibraryTextContext its pages give.
 */
export interface LibrarySection<Item extends LibraryEntry, Action extends LibraryAction> {
  api: LibraryApi;
  rules: ActionRules<Item, Action>;
  /** where the grid/list choice is remembered in the browser */
  viewKey: string;
  /** the shape of the tiles standing in for cards while a page loads */
  tileAspect?: string;
  /** the narrowest a card of the grid gets from the small breakpoint up, in pixels */
  minCardWidth: number;
  card: CardFace<Item, Action>;
  /** the table view */
  List: ComponentType<LibraryViewProps<Item, Action>>;
  /** whether an empty page seen while the next one loads waits for its answer (a skeleton) */
  emptyWaitsForAnswer: boolean;
  /** how names are checked in the rename dialog, its test id, and whether it selects the stem of a file name */
  naming: { rule: NameDialogProps['rule']; testId: string; selectStem: boolean };
  /** the top level's icon in the Move dialog (the default folder icon when none) */
  moveTopIcon?: ReactNode;
  /** the delete confirmation, when the library warns of more than the plain one */
  DeleteDialog?: ComponentType<LibraryDeleteProps>;
}
