import { useCallback, useState } from 'react';

export type ViewMode = 'grid' | 'list';

function storedView(storageKey: string): ViewMode {
  try {
    return localStorage.getItem(storageKey) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

/** Grid or list, as last chosen in this browser under `storageKey` (grid the first time). */
export function useViewMode(storageKey: string): [ViewMode, (view: ViewMode) => void] {
  const [view, setView] = useState<ViewMode>(() => storedView(storageKey));
  const choose = useCallback(
    (next: ViewMode) => {
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
