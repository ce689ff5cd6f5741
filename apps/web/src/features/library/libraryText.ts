import { createContext, use } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The library's building blocks (tabs, folder path, cards and their menus, selection bar, move,
 * delete, stock dialogs) serve the media library and the playlists. This says whose words and test
 * ids they use: a namespace holding the same keys for the parts it shows (sections, search, view,
 * folder, item, name, actions, selection, move, delete, stock, errors, pagination, empty).
 */
export interface LibraryText {
  namespace: 'media' | 'playlists';
  /** the start of every data-testid ('media' gives 'media-selection-bar') */
  testIdPrefix: string;
}

/** Given by each library's pages. */
export const LibraryTextContext = createContext<LibraryText | null>(null);

/** The translations of the library shown here, and its test ids. */
export function useLibraryText() {
  const text = use(LibraryTextContext);
  if (!text) throw new Error('useLibraryText needs a LibraryTextContext above it');
  const { t, i18n } = useTranslation(text.namespace);
  return { t, i18n, testId: (name: string) => `${text.testIdPrefix}-${name}` };
}
