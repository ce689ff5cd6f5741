import { Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Outlet } from 'react-router';
import RestaurantMenuRounded from '@mui/icons-material/RestaurantMenuRounded';
import { useTranslation } from 'react-i18next';
import { isReadOnly } from '@placard/contract';
import { useMediaUsage } from '../../api/media';
import { useSession } from '../../app/session';
import { PageHeader } from '../../components/PageHeader';
import { formatBytes } from './mediaFormat';
import { LibrarySkeleton } from '../library/LibrarySkeleton';
import { LibraryTextContext } from '../library/libraryText';
import { SectionTabs } from '../library/SectionTabs';
import { MEDIA_TEXT } from './mediaLibrary';
import { UploadPanel } from './UploadPanel';
import { UploadsProvider } from './UploadsProvider';
import { useProviderTabs } from '../providers/useProviderTabs';

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
 * /media: the media library. My, Shared, Stock, Menus and the stock providers the organization may search
 * are tabs (each its own route, shown below them);
 * uploads go on while moving between them, in the panel at the bottom right.
 */
export default function MediaPage() {
  const { t } = useTranslation('media');
  const { t: tMenus } = useTranslation('menus');
  const session = useSession();
  const providerTabs = useProviderTabs();

  return (
    <LibraryTextContext value={MEDIA_TEXT}>
      <UploadsProvider>
        <Box data-testid="media-page">
          <PageHeader title={t('page.title')} subtitle={<UsageLine />} />
          {isReadOnly(session.licenseStatus) && (
            <Alert severity="warning" sx={{ mb: 2 }} data-testid="media-read-only">
              {t('readOnly')}
            </Alert>
          )}
          <SectionTabs
            basePath="/media"
            extras={[
              { value: 'menus', label: tMenus('tab'), icon: <RestaurantMenuRounded fontSize="small" /> },
              ...providerTabs,
            ]}
          />
          <Suspense fallback={<LibrarySkeleton />}>
            <Outlet />
          </Suspense>
          <UploadPanel />
        </Box>
      </UploadsProvider>
    </LibraryTextContext>
  );
}
