import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import BrushOutlined from '@mui/icons-material/BrushOutlined';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../components/form/formMessage';
import { useConnectCanva } from './canvaApi';

/**
 * What a user without a connected Canva account sees: what connecting brings, the button that sends
 * them to Canva, and when the last attempt failed, why, with the same button to try again.
 */
export function CanvaConnectCard({ failure }: { failure: string | null }) {
  const { t } = useTranslation('canva');
  const connect = useConnectCanva();
  const problem = connect.error ? errorMessage(connect.error, t('errors:CANVA_CONNECT_FAILED')) : failure;
  return (
    <Box
      data-testid="canva-connect"
      sx={(theme) => ({
        textAlign: 'center',
        py: { xs: 5, md: 7 },
        px: 3,
        borderRadius: 3,
        border: `2px dashed ${theme.palette.divider}`,
        bgcolor: 'background.paper',
      })}
    >
      <Box
        sx={{
          width: 72,
          height: 72,
          mx: 'auto',
          mb: 2,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          color: 'primary.main',
        }}
      >
        <BrushOutlined fontSize="large" />
      </Box>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('connect.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520, mx: 'auto', mb: 3 }}>
        {t('connect.body')}
      </Typography>
      {problem && (
        <Alert
          severity="error"
          sx={{ maxWidth: 520, mx: 'auto', mb: 2, textAlign: 'left' }}
          data-testid="canva-connect-error"
        >
          {problem}
        </Alert>
      )}
      <Button
        variant="contained"
        size="large"
        onClick={() => connect.mutate()}
        loading={connect.isPending || connect.isSuccess}
        data-testid="canva-connect-button"
      >
        {problem ? t('connect.tryAgain') : t('connect.button')}
      </Button>
    </Box>
  );
}
