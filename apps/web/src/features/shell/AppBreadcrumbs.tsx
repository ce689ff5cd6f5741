import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import NavigateNext from '@mui/icons-material/NavigateNext';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/RouterLinks';
import { useOrganizationParentPath } from '../../api/organizations';
import { breadcrumbTrail, organizationIdOfPath } from './breadcrumbs';

/** Home › Help › Support, under the app bar; organization pages follow the organization's parent path. */
export function AppBreadcrumbs() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const parentPath = useOrganizationParentPath(organizationIdOfPath(pathname));
  const trail = breadcrumbTrail(pathname, search, parentPath.data ?? []);
  return (
    <Breadcrumbs
      aria-label={t('crumbs.label')}
      separator={<NavigateNext fontSize="small" />}
      sx={{ mb: 2 }}
      data-testid="breadcrumbs"
    >
      {trail.map((crumb) =>
        crumb.to ? (
          <AppLink key={crumb.label} to={crumb.to} color="text.secondary">
            {crumb.text ?? t(`crumbs.${crumb.label}`)}
          </AppLink>
        ) : (
          <Typography key={crumb.label} color="text.primary" aria-current="page">
            {crumb.text ?? t(`crumbs.${crumb.label}`)}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
