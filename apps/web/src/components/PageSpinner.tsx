import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** A centred spinner while a page or its data loads. */
export function PageSpinner({ fullHeight = false }: { fullHeight?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{ display: 'grid', placeItems: 'center', minHeight: fullHeight ? '100vh' : 240, width: '100%' }}
      data-testid="page-spinner"
    >
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
}
