import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import type { MediaKind, MediaSection } from '@placard/contract';
import { LibraryEmptyState } from '../library/LibraryEmptyState';

interface MediaEmptyStateProps {
  section: MediaSection;
  /** the words searched for ('' when not searching) */
  searching: string;
  kind: MediaKind | undefined;
  inFolder: boolean;
  /** the upload button, when uploading is possible here */
  upload: ReactNode;
  onClearSearch: () => void;
  onShowAll: () => void;
}

/** What an empty page says: nothing found (with a way back), or an invitation to upload. */
export function MediaEmptyState({
  section,
  searching,
  kind,
  inFolder,
  upload,
  onClearSearch,
  onShowAll,
}: MediaEmptyStateProps) {
  const { t } = useTranslation('media');
  let icon = <PhotoLibraryOutlined />;
  let title: string;
  let body: string;
  let action: ReactNode = upload;
  if (searching) {
    icon = <SearchOff />;
    title = t('empty.searchTitle', { query: searching });
    body = t('empty.searchBody');
    action = (
      <Button variant="outlined" onClick={onClearSearch}>
        {t('search.clear')}
      </Button>
    );
  } else if (kind) {
    icon = <SearchOff />;
    title = t(`empty.kindTitles.${kind}`);
    body = t('empty.kindBody');
    action = (
      <Button variant="outlined" onClick={onShowAll}>
        {t('filters.showAll')}
      </Button>
    );
  } else if (section === 'stock') {
    icon = <Inventory2Outlined />;
    title = t('empty.stockTitle');
    body = t('empty.stockBody');
  } else if (inFolder) {
    icon = <FolderOpenOutlined />;
    title = t('empty.folderTitle');
    body = upload ? t('empty.folderBody') : t('empty.folderBodyReadOnly');
  } else {
    title = t(`empty.${section}Title`);
    body = upload ? t(`empty.${section}Body`) : t('empty.readOnlyBody');
  }

  return <LibraryEmptyState icon={icon} title={title} body={body} action={action} />;
}
