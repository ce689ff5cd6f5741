import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { isChunkLoadError } from '../../app/newVersion';

/** What a page that failed to load or to draw shows: what happened and a way on, never a spinner. */
export default function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const newVersion = isChunkLoadError(error);
  return (
    <Box
      role="alert"
      data-testid="route-error"
      sx={{ display: 'grid', placeItems: 'center', textAlign: 'center', px: 2, py: { xs: 6, sm: 10 } }}
    >
      <Box sx={{ maxWidth: 520 }}>
        <Typography variant="h1" sx={{ mb: 1 }}>
          {t(newVersion ? 'routeError.newVersionTitle' : 'routeError.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {t(newVersion ? 'routeError.newVersionBody' : 'routeError.body')}
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()} data-testid="route-error-reload">
          {t('routeError.reload')}
        </Button>
      </Box>
    </Box>
  );
}
