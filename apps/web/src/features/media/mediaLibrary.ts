import { zMediaName, type TMediaItem } from '@placard/contract';
import type { LibrarySection } from '../library/librarySection';
import type { LibraryText } from '../library/libraryText';
import { DeleteDialog } from './DeleteDialog';
import { MEDIA_CARD } from './MediaCardFace';
import { MEDIA_RULES, type ItemAction } from './mediaActions';
import { mediaLibraryApi } from './mediaLibraryApi';
import { MediaList } from './MediaList';

/** The library's shared parts, worded from media.json with "media-…" test ids. */
export const MEDIA_TEXT: LibraryText = { namespace: 'media', testIdPrefix: 'media' };

/** Where the grid/list choice of the media library is remembered in the browser. */
export const MEDIA_VIEW_KEY = 'placard.media.view';

/** The media library's files, as the library's shared page shows them. */
export const MEDIA_LIBRARY: LibrarySection<TMediaItem, ItemAction> = {
  api: mediaLibraryApi,
  rules: MEDIA_RULES,
  viewKey: MEDIA_VIEW_KEY,
  minCardWidth: 190,
  card: MEDIA_CARD,
  List: MediaList,
  emptyWaitsForAnswer: false,
  naming: { rule: zMediaName, testId: 'rename-item', selectStem: true },
  DeleteDialog,
};
