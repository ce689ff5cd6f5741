import { useCallback, useState } from 'react';

export type MediaView = 'grid' | 'list';

/** Where the grid/list choice is remembered in the browser. */
export const MEDIA_VIEW_KEY = 'placard.media.view';

function storedView(): MediaView {
  try {
    return localStorage.getItem(MEDIA_VIEW_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

/** Grid or list, as last chosen in this browser (grid the first time). */
export function useMediaView(): [MediaView, (view: MediaView) => void] {
  const [view, setView] = useState<MediaView>(storedView);
  const choose = useCallback((next: MediaView) => {
    setView(next);
    try {
      localStorage.setItem(MEDIA_VIEW_KEY, next);
    } catch {
      // private browsing may refuse storage: the choice lasts for this visit
    }
  }, []);
  return [view, choose];
}
