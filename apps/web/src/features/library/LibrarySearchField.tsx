import { SearchField } from '../../components/SearchField';
import { useLibraryText } from './libraryText';

/** The search box above a library: searches by name as one types; Escape or ✕ clears it. */
export function LibrarySearchField({ query, onQuery }: { query: string; onQuery: (query: string) => void }) {
  const { t, testId } = useLibraryText();
  return (
    <SearchField
      value={query}
      onChange={onQuery}
      placeholder={t('search.placeholder')}
      inputLabel={t('search.label')}
      clearLabel={t('search.clear')}
      testId={testId('search')}
      sx={{ flex: { xs: '1 1 100%', sm: '1 1 260px' }, maxWidth: { sm: 420 } }}
    />
  );
}
