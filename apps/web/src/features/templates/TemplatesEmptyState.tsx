import Button from '@mui/material/Button';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import SearchOff from '@mui/icons-material/SearchOff';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MediaSection } from '@placard/contract';
import { LibraryEmptyState } from '../library/LibraryEmptyState';

interface TemplatesEmptyStateProps {
  section: MediaSection;
  /** the words searched for ('' when not searching) */
  searching: string;
  /** whether the session can make templates (a way to the playlists is offered) */
  canMake: boolean;
  onClearSearch: () => void;
}

/** What an empty Templates page says: nothing found (with a way back), or where templates are made. */
export function TemplatesEmptyState({
  section,
  searching,
  canMake,
  onClearSearch,
}: TemplatesEmptyStateProps) {
  const { t } = useTranslation('media');
  if (searching) {
    return (
      <LibraryEmptyState
        icon={<SearchOff />}
        title={t('templates.empty.searchTitle', { query: searching })}
        body={t('templates.empty.searchBody')}
        action={
          <Button variant="outlined" onClick={onClearSearch}>
            {t('search.clear')}
          </Button>
        }
      />
    );
  }
  return (
    <LibraryEmptyState
      icon={section === 'stock' ? <Inventory2Outlined /> : <DashboardOutlined />}
      title={t(`templates.empty.${section}Title`)}
      body={t(`templates.empty.${section}Body`)}
      action={
        canMake &&
        section !== 'stock' && (
          <Button variant="outlined" component={RouterLink} to="/playlists/my">
            {t('templates.empty.toPlaylists')}
          </Button>
        )
      }
    />
  );
}
