import { useCallback, useState } from 'react';

export type LibraryView = 'grid' | 'list';

function storedView(storageKey: string): LibraryView {
  try {
    return localStorage.getItem(storageKey) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

/** Grid or list, as last chosen in this browser under `storageKey` (grid the first time). */
export function useLibraryView(storageKey: string): [LibraryView, (view: LibraryView) => void] {
  const [view, setView] = useState<LibraryView>(() => storedView(storageKey));
  const choose = useCallback(
    (next: LibraryView) => {
      setView(next);
      try {
        localStorage.setItem(storageKey, next);
      } catch {
        // private browsing may refuse storage: the choice lasts for this visit
      }
    },
    [storageKey],
  );
  return [view, choose];
}
