import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Block from '@mui/icons-material/Block';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/RouterLinks';

/** Shown when the server answers that the user's role may not open this page. */
export function NoAccessPage() {
  const { t } = useTranslation();
  return (
    <Box
      component="main"
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center', px: 2, py: 6 }}
      data-testid="no-access"
    >
      <Box sx={{ maxWidth: 480 }}>
        <Block color="primary" sx={{ fontSize: 56, mb: 2 }} aria-hidden />
        <Typography variant="h1" sx={{ mb: 1 }}>
          {t('noAccess.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('noAccess.body')}
        </Typography>
        <LinkButton to="/home">{t('noAccess.home')}</LinkButton>
      </Box>
    </Box>
  );
}
