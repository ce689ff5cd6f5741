import { createContext, use } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The media library's building blocks (tabs, folder path, cards' menus and boxes, selection bar,
 * move, delete, stock dialogs) also serve the playlists. This says whose words and test ids they use:
 * a namespace holding the same keys as media.json for the parts it shows (sections, search, view,
 * folder, actions, selection, move, delete, stock, errors, pagination, empty).
 */
export interface LibraryText {
  namespace: 'media' | 'playlists';
  /** the start of every data-testid ('media' gives 'media-selection-bar') */
  testIdPrefix: string;
}

export const MEDIA_TEXT: LibraryText = { namespace: 'media', testIdPrefix: 'media' };

export const LibraryTextContext = createContext<LibraryText>(MEDIA_TEXT);

/** The translations of the library shown here, and its test ids. */
export function useLibraryText() {
  const { namespace, testIdPrefix } = use(LibraryTextContext);
  const { t, i18n } = useTranslation(namespace);
  return { t, i18n, testId: (name: string) => `${testIdPrefix}-${name}` };
}
