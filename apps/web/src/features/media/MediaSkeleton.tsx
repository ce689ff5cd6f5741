import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** The shape of a grid page while its first answer is on the way. */
export function MediaSkeleton() {
  return (
    <Box
      data-testid="media-loading"
      aria-busy="true"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))' }}
    >
      {Array.from({ length: 8 }, (_, index) => (
        <Box key={index}>
          <Skeleton variant="rounded" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
          <Skeleton width="70%" sx={{ mt: 1 }} />
          <Skeleton width="40%" />
        </Box>
      ))}
    </Box>
  );
}
