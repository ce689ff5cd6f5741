import { useState } from 'react';
import { useDebouncedValue } from '../../components/useDebouncedValue';

const SEARCH_DELAY_MS = 300;

/** The search box of a library page and the words searched for. */
export interface LibrarySearch {
  query: string;
  onQuery: (query: string) => void;
  /** the words searched for, once typing settles ('' for none) */
  searching: string;
}

/** Searching a library by name as one types. */
export function useLibrarySearch(): LibrarySearch {
  const [query, setQuery] = useState('');
  const settled = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  // clearing the box shows the folder again at once; typing waits until the words settle
  const searching = query.trim() === '' ? '' : settled;
  return { query, onQuery: setQuery, searching };
}
