import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HELP_PAGES } from './helpPages';

/** /help and its pages: a row of links to the help pages above the page. */
export default function HelpLayout() {
  const { t } = useTranslation('help');
  const { pathname } = useLocation();
  const current = HELP_PAGES.find((page) => pathname.startsWith(`/help/${page.slug}`))?.slug ?? false;
  return (
    <Box data-testid="help-page">
      <Box component="nav" aria-label={t('navLabel')}>
        <Tabs
          value={current}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('navLabel')}
          sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
        >
          {HELP_PAGES.map((page) => (
            <Tab
              key={page.slug}
              value={page.slug}
              label={t(`pages.${page.slug}.title`)}
              component={RouterLink}
              to={`/help/${page.slug}`}
              data-testid={`help-tab-${page.slug}`}
            />
          ))}
        </Tabs>
      </Box>
      <Outlet />
    </Box>
  );
}
