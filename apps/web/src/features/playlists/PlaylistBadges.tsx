import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { TPlaylistSummary } from '@placard/contract';

/** Published (ready to assign to screens) or Draft (changed since it was last published). */
export function PublishedChip({ published }: { published: boolean }) {
  const { t } = useTranslation('playlists');
  return (
    <Chip
      size="small"
      variant={published ? 'filled' : 'outlined'}
      color={published ? 'success' : 'default'}
      label={published ? t('status.published') : t('status.draft')}
      data-testid="playlist-status"
      data-published={published}
      sx={{ height: 20, fontSize: '0.7rem', fontWeight: 600, '& .MuiChip-label': { px: 0.75 } }}
    />
  );
}

/** Where a stock copy came from, or in Shared whose it is; nothing in My. */
export function usePlaylistOrigin(): (
  playlist: Pick<TPlaylistSummary, 'section' | 'stockFrom' | 'platformStock' | 'creator'>,
) => string | null {
  const { t } = useTranslation('playlists');
  return (playlist) => {
    if (playlist.platformStock) return t('card.platformStock');
    if (playlist.stockFrom) return t('card.stockFrom', { name: playlist.stockFrom.name });
    if (playlist.section === 'shared' && playlist.creator)
      return t('card.by', { name: playlist.creator.fullname });
    return null;
  };
}
