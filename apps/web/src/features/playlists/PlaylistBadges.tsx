import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { darken } from '@mui/material/styles';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TPlaylistSummary } from '@placard/contract';
import { unavailablePlaylistActions, type PlaylistAction } from './playlistActions';

/**
 * Whether screens play what is in the playlist: Published; Changes not published (the screens play the
 * version published at `publishedAt`, which the chip's description names); or Draft, never published.
 */
export function PublishedChip({
  published,
  publishedAt,
}: {
  published: boolean;
  publishedAt: string | null;
}) {
  const { t, i18n } = useTranslation('playlists');
  const state = published ? 'published' : publishedAt ? 'changed' : 'draft';
  const since =
    state === 'changed' && publishedAt
      ? t('status.changedHint', {
          time: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
            new Date(publishedAt),
          ),
        })
      : undefined;
  return (
    <Tooltip title={since ?? ''}>
      <Chip
        size="small"
        variant={published ? 'filled' : 'outlined'}
        color={published ? 'success' : state === 'changed' ? 'warning' : 'default'}
        label={t(`status.${state}`)}
        aria-description={since}
        data-testid="playlist-status"
        sx={{
          height: 20,
          fontSize: '0.7rem',
          fontWeight: 600,
          '& .MuiChip-label': { px: 0.75 },
          // amber on white is too pale for small text: its label is a darker shade of it
          ...(state === 'changed' ? { color: (theme) => darken(theme.palette.warning.main, 0.45) } : {}),
        }}
      />
    </Tooltip>
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

/** The actions of a playlist's menu it cannot do yet, each with the reason in words (from playlists.json). */
export function unavailableTexts(
  playlist: Pick<TPlaylistSummary, 'canEdit' | 'canDelete' | 'isPublished' | 'publishedAt'>,
  t: TFunction,
): Partial<Record<PlaylistAction, string>> {
  return Object.fromEntries(
    Object.entries(unavailablePlaylistActions(playlist)).map(([action, reason]) => [
      action,
      t(`actions.${reason}`),
    ]),
  );
}
