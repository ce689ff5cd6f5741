import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { TIntegration } from '@placard/contract';

/** What went wrong the last time Placard read a CAP feed; nothing for a feed read fine, or no feed. */
export function FeedErrorAlert({ integration }: { integration: TIntegration }) {
  const { t } = useTranslation('integrations');
  if (integration.provider !== 'capFeed' || !integration.lastError) return null;
  return (
    <Alert severity="warning" sx={{ mt: 2 }} data-testid="integration-feed-error">
      <AlertTitle>{t('feedError')}</AlertTitle>
      <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
        {integration.lastError}
      </Box>
    </Alert>
  );
}
