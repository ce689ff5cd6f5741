import { Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isReadOnly, MEDIA_SECTIONS, type MediaSection } from '@placard/contract';
import { useMediaUsage } from '../../api/media';
import { useSession } from '../../app/session';
import { PageHeader } from '../../components/PageHeader';
import { formatBytes } from './mediaFormat';
import { MediaSkeleton } from './MediaSkeleton';
import { UploadPanel } from './UploadPanel';
import { UploadsProvider } from './UploadsProvider';

const SECTION_ICONS = {
  my: <PersonOutlined fontSize="small" />,
  shared: <GroupsOutlined fontSize="small" />,
  stock: <Inventory2Outlined fontSize="small" />,
} as const satisfies Record<MediaSection, unknown>;

/** The section a /media/… path shows. */
export function sectionOfPath(pathname: string): MediaSection | undefined {
  const segment = pathname.split('/').filter(Boolean)[1];
  return MEDIA_SECTIONS.find((section) => section === segment);
}

/** "2.4 GB used · 132 files": the storage the organization's media take. */
function UsageLine() {
  const { t, i18n } = useTranslation('media');
  const usage = useMediaUsage();
  if (!usage.data) return null;
  return (
    <Typography component="span" color="text.secondary" data-testid="media-usage">
      {t('usage.line', {
        size: formatBytes(usage.data.usedBytes, i18n.language),
        count: usage.data.itemCount,
      })}
    </Typography>
  );
}

/**
 * /media: the media library. My, Shared and Stock are tabs (each its own route, shown below them);
 * uploads go on while moving between them, in the panel at the bottom right.
 */
export default function MediaPage() {
  const { t } = useTranslation('media');
  const session = useSession();
  const { pathname } = useLocation();
  const current = sectionOfPath(pathname);

  return (
    <UploadsProvider>
      <Box data-testid="media-page">
        <PageHeader title={t('page.title')} subtitle={<UsageLine />} />
        {isReadOnly(session.licenseStatus) && (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="media-read-only">
            {t('readOnly')}
          </Alert>
        )}
        <Tabs
          value={current ?? false}
          aria-label={t('sections.label')}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
        >
          {MEDIA_SECTIONS.map((section) => (
            <Tab
              key={section}
              value={section}
              icon={SECTION_ICONS[section]}
              iconPosition="start"
              label={t(`sections.${section}`)}
              component={RouterLink}
              to={`/media/${section}`}
              data-testid={`media-tab-${section}`}
              // on a phone the three tabs fit side by side without their icons
              sx={{
                minHeight: 48,
                minWidth: { xs: 0, sm: 90 },
                px: { xs: 1.5, sm: 2 },
                '& .MuiTab-icon': { display: { xs: 'none', sm: 'inline-flex' } },
              }}
            />
          ))}
        </Tabs>
        <Suspense fallback={<MediaSkeleton />}>
          <Outlet />
        </Suspense>
        <UploadPanel />
      </Box>
    </UploadsProvider>
  );
}
