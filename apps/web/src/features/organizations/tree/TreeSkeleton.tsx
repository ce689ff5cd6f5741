import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';

/** Grey rows while the organizations load. */
export function TreeSkeleton({ rows = 6 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label={t('loading')}
      data-testid="org-tree-loading"
      sx={{ px: 2 }}
    >
      {Array.from({ length: rows }, (_, index) => (
        <Box
          key={index}
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, height: 64, pl: index === 0 ? 0 : 4 }}
        >
          <Skeleton variant="circular" width={36} height={36} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="40%" />
            <Skeleton width="25%" />
          </Box>
          <Skeleton variant="rounded" width={64} height={24} />
        </Box>
      ))}
    </Box>
  );
}
