import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TOP_BAR_HEIGHT } from '@placard/contract';
import { usePublicConfig } from '../../api/config';
import { Logo } from '../../components/Logo';
import { LanguageMenu } from './LanguageMenu';

/** The 48px bar of the public pages: logo, register, log in and (when enabled) the language menu. */
export function TopBar() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  return (
    <AppBar position="static" color="primary" component="header">
      <Toolbar
        variant="dense"
        disableGutters
        sx={{
          minHeight: TOP_BAR_HEIGHT,
          height: TOP_BAR_HEIGHT,
          px: { xs: 1.5, sm: 3 },
          gap: { xs: 0.5, sm: 1 },
        }}
      >
        <Box
          component={RouterLink}
          to="/home"
          aria-label={t('topBar.logoLink')}
          sx={{ color: 'inherit', display: 'flex', alignItems: 'center', borderRadius: 1, mr: 'auto' }}
          data-testid="top-bar-logo"
        >
          <Logo height={24} />
        </Box>
        {config.data?.languageMenu === true && <LanguageMenu />}
        <Tooltip title={t('topBar.registerTooltip')}>
          <Button
            component={RouterLink}
            to="/register"
            color="inherit"
            variant="outlined"
            size="small"
            data-testid="top-bar-register"
            sx={{ borderColor: 'rgba(255,255,255,0.7)', whiteSpace: 'nowrap' }}
          >
            {t('topBar.register')}
          </Button>
        </Tooltip>
        <Button
          component={RouterLink}
          to="/"
          color="inherit"
          variant="text"
          size="small"
          data-testid="top-bar-login"
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('topBar.login')}
        </Button>
      </Toolbar>
    </AppBar>
  );
}
