import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import PlaylistPlayOutlined from '@mui/icons-material/PlaylistPlayOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import type { MediaSection } from '@placard/contract';
import { LibraryEmptyState } from '../library/LibraryEmptyState';

interface PlaylistEmptyStateProps {
  section: MediaSection;
  /** the words searched for ('' when not searching) */
  searching: string;
  inFolder: boolean;
  /** the New playlist button, when making one is possible here */
  create: ReactNode;
  onClearSearch: () => void;
}

/** What an empty page says: nothing found (with a way back), or an invitation to make a playlist. */
export function PlaylistEmptyState({
  section,
  searching,
  inFolder,
  create,
  onClearSearch,
}: PlaylistEmptyStateProps) {
  const { t } = useTranslation('playlists');
  if (searching) {
    return (
      <LibraryEmptyState
        icon={<SearchOff />}
        title={t('empty.searchTitle', { query: searching })}
        body={t('empty.searchBody')}
        action={
          <Button variant="outlined" onClick={onClearSearch}>
            {t('search.clear')}
          </Button>
        }
      />
    );
  }
  if (section === 'stock') {
    return (
      <LibraryEmptyState
        icon={<Inventory2Outlined />}
        title={t('empty.stockTitle')}
        body={t('empty.stockBody')}
      />
    );
  }
  if (inFolder) {
    return (
      <LibraryEmptyState
        icon={<FolderOpenOutlined />}
        title={t('empty.folderTitle')}
        body={create ? t('empty.folderBody') : t('empty.folderBodyReadOnly')}
        action={create}
      />
    );
  }
  return (
    <LibraryEmptyState
      icon={<PlaylistPlayOutlined />}
      title={t(`empty.${section}Title`)}
      body={create ? t(`empty.${section}Body`) : t('empty.readOnlyBody')}
      action={create}
    />
  );
}
