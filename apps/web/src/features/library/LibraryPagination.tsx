import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import { useLibraryText } from './libraryText';

/** The pages of a library, shown when there is more than one. */
export function LibraryPagination({
  pages,
  page,
  onPage,
}: {
  pages: number;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t, testId } = useLibraryText();
  if (pages <= 1) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      <Pagination
        count={pages}
        page={Math.min(page, pages)}
        onChange={(_event, next) => onPage(next)}
        color="primary"
        shape="rounded"
        getItemAriaLabel={(type, number) => t(`pagination.${type}`, { page: number })}
        data-testid={testId('pagination')}
      />
    </Box>
  );
}
