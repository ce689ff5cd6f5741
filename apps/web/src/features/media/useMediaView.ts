import { useLibraryView, type LibraryView } from './useLibraryView';

export type MediaView = LibraryView;

/** Where the grid/list choice is remembered in the browser. */
export const MEDIA_VIEW_KEY = 'placard.media.view';

/** Grid or list, as last chosen in this browser (grid the first time). */
export function useMediaView(): [MediaView, (view: MediaView) => void] {
  return useLibraryView(MEDIA_VIEW_KEY);
}
