import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useLibraryText } from './libraryText';

/** The shape of a grid page while its first answer is on the way; `tileAspect` is the CSS aspect of a card's picture. */
export function LibrarySkeleton({ tileAspect = '4 / 3' }: { tileAspect?: string }) {
  const { testId } = useLibraryText();
  return (
    <Box
      data-testid={testId('loading')}
      aria-busy="true"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))' }}
    >
      {Array.from({ length: 8 }, (_, index) => (
        <Box key={index}>
          <Skeleton variant="rounded" sx={{ aspectRatio: tileAspect, height: 'auto' }} />
          <Skeleton width="70%" sx={{ mt: 1 }} />
          <Skeleton width="40%" />
        </Box>
      ))}
    </Box>
  );
}
