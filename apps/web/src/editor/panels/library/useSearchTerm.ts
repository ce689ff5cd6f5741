import { useDebouncedValue } from '../../../components/useDebouncedValue';

/** Typing waits this long before searching. */
export const SEARCH_DELAY_MS = 300;

/** The words to search for: cleared at once, typed ones once they settle. */
export function useSearchTerm(query: string): string {
  const settled = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  return query.trim() === '' ? '' : settled;
}
