import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslation } from 'react-i18next';
import type { TOutsideServiceState } from '@placard/contract';

/**
 * Under an add-on whose outside service the server is not set up for: that it does nothing yet, and
 * for the platform's operator (the root organization's admins), which settings to set.
 */
export function ServiceSetupNote({ setup }: { setup: TOutsideServiceState }) {
  const { t } = useTranslation('licensing');
  return (
    <Box
      sx={{ display: 'flex', gap: 0.75, alignItems: 'flex-start', mt: 0.75, color: 'warning.dark' }}
      data-testid={`addon-${setup.addOn}-setup`}
    >
      <ErrorOutlineOutlined sx={{ fontSize: 18, mt: '1px' }} aria-hidden />
      <Typography variant="body2" sx={{ color: 'inherit' }}>
        {setup.missing.length > 0
          ? t('addons.setup.missing', { settings: setup.missing.join(', ') })
          : t('addons.setup.unavailable')}
      </Typography>
    </Box>
  );
}
