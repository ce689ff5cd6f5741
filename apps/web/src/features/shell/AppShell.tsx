import { Suspense, useEffect, useMemo, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { ThemeProvider } from '@mui/material/styles';
import { Link as RouterLink, Outlet, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TTheme } from '@placard/contract';
import { useSession } from '../../app/session';
import { useSessionWatcherControls } from '../../app/SessionWatcherProvider';
import { usePlaylistInactivity } from '../../app/usePlaylistInactivity';
import { createPlacardTheme } from '../../app/theme';
import { Logo } from '../../components/Logo';
import { PageSpinner } from '../../components/PageSpinner';
import { ImpersonationBanner } from '../impersonation/ImpersonationBanner';
import { AppBreadcrumbs } from './AppBreadcrumbs';
import { LicenseBanner } from './LicenseBanner';
import { SideMenu } from './SideMenu';
import { UserMenu } from './UserMenu';
import { PageScroll } from './PageScroll';

const DEFAULT_TITLE = 'Placard';

/** The page title follows the organization's website title when it has one. */
function useDocumentTitle(websiteTitle: string | null | undefined) {
  useEffect(() => {
    document.title = websiteTitle?.trim() || DEFAULT_TITLE;
    return () => {
      document.title = DEFAULT_TITLE;
    };
  }, [websiteTitle]);
}

/** Routes whose handle says `fullBleed` (the slide editor) take the whole width below the app bar. */
export type ShellHandle = { fullBleed?: boolean };

function useFullBleed(): boolean {
  return useMatches().some((match) => (match.handle as ShellHandle | undefined)?.fullBleed === true);
}

/** The authenticated layout: app bar, side menu, licence banner, breadcrumbs and the page. */
export function AppShell({ organizationTheme }: { organizationTheme: TTheme | null }) {
  const { t } = useTranslation();
  const session = useSession();
  const watcher = useSessionWatcherControls();
  const [menuOpen, setMenuOpen] = useState(false);
  const theme = useMemo(() => createPlacardTheme(organizationTheme), [organizationTheme]);
  const fullBleed = useFullBleed();

  useDocumentTitle(organizationTheme?.websiteTitle);
  usePlaylistInactivity();
  useEffect(() => watcher.start(), [watcher]);

  return (
    <ThemeProvider theme={theme}>
      <Box
        sx={{
          display: 'flex',
          minHeight: '100vh',
          bgcolor: 'background.default',
          color: 'text.primary',
          ...(fullBleed ? { height: '100vh', overflow: 'hidden' } : {}),
        }}
      >
        <AppBar
          position="fixed"
          component="header"
          sx={(muiTheme) => ({
            zIndex: muiTheme.zIndex.drawer + 1,
            bgcolor: muiTheme.palette.nav.bar,
            color: muiTheme.palette.nav.barText,
          })}
        >
          <Toolbar sx={{ gap: 1, px: { xs: 1, sm: 2 } }}>
            <IconButton
              color="inherit"
              edge="start"
              onClick={() => setMenuOpen((open) => !open)}
              aria-label={t('menu.open')}
              aria-expanded={menuOpen}
              sx={{ display: fullBleed ? 'inline-flex' : { md: 'none' } }}
              data-testid="menu-toggle"
            >
              <MenuIcon />
            </IconButton>
            <Box
              component={RouterLink}
              to="/home"
              aria-label={t('topBar.logoLink')}
              sx={{ color: 'inherit', display: 'flex', alignItems: 'center', borderRadius: 1 }}
            >
              {organizationTheme?.logoUrl ? (
                <Box
                  component="img"
                  src={organizationTheme.logoUrl}
                  alt={session.organizationName}
                  sx={{ height: 32, maxWidth: 160, objectFit: 'contain', display: 'block' }}
                />
              ) : (
                <Logo height={26} />
              )}
            </Box>
            <Typography
              component="span"
              noWrap
              sx={{
                ml: 1,
                pl: 2,
                borderLeft: '1px solid currentColor',
                borderColor: 'rgba(255,255,255,0.4)',
                fontWeight: 500,
                display: { xs: 'none', sm: 'block' },
                flexShrink: 1,
                minWidth: 0,
              }}
              data-testid="organization-name"
            >
              {session.organizationName}
            </Typography>
            <Box sx={{ flex: 1 }} />
            <UserMenu />
          </Toolbar>
        </AppBar>
        <PageScroll />
        <SideMenu mobileOpen={menuOpen} onMobileClose={() => setMenuOpen(false)} collapsed={fullBleed} />
        <Box component="main" sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Toolbar />
          <ImpersonationBanner />
          <LicenseBanner />
          <Box
            sx={
              fullBleed
                ? { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', width: '100%' }
                : {
                    flex: 1,
                    px: { xs: 2, sm: 3, lg: 5 },
                    py: { xs: 2, sm: 3 },
                    maxWidth: 1280,
                    width: '100%',
                  }
            }
          >
            {!fullBleed && <AppBreadcrumbs />}
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </Box>
        </Box>
      </Box>
    </ThemeProvider>
  );
}
