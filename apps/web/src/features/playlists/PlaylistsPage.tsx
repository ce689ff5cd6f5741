import { Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isReadOnly } from '@placard/contract';
import { useSession } from '../../app/session';
import { PageHeader } from '../../components/PageHeader';
import { LibrarySkeleton } from '../library/LibrarySkeleton';
import { LibraryTextContext } from '../library/libraryText';
import { SectionTabs } from '../library/SectionTabs';
import { PLAYLIST_TEXT } from './playlistLibrary';

/** /playlists: My, Shared and Stock are tabs, each its own route, shown below them. */
export default function PlaylistsPage() {
  const { t } = useTranslation('playlists');
  const session = useSession();
  return (
    <LibraryTextContext value={PLAYLIST_TEXT}>
      <Box data-testid="playlists-page">
        <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
        {isReadOnly(session.licenseStatus) && (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="playlists-read-only">
            {t('readOnly')}
          </Alert>
        )}
        <SectionTabs basePath="/playlists" />
        <Suspense fallback={<LibrarySkeleton tileAspect="16 / 10" />}>
          <Outlet />
        </Suspense>
      </Box>
    </LibraryTextContext>
  );
}
