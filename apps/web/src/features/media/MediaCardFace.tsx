import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TMediaItem } from '@placard/contract';
import type { CardFace } from '../library/librarySection';
import { ItemFlags, KindChip, useStockOrigin } from './MediaBadges';
import { formatBytes, formatDuration } from './mediaFormat';
import type { ItemAction } from './mediaActions';
import { MediaThumbnail } from './MediaThumbnail';

/** A file's card picture: its thumbnail, with the duration of a video over it. */
function MediaCardPicture({ item }: { item: TMediaItem }) {
  return (
    <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'grey.100', position: 'relative' }}>
      <MediaThumbnail item={item} />
      {item.durationMs !== null && item.status === 'ready' && (
        <Box
          component="span"
          sx={{
            position: 'absolute',
            right: 6,
            bottom: 6,
            px: 0.75,
            borderRadius: 1,
            bgcolor: 'rgba(0,0,0,0.72)',
            color: '#fff',
            fontSize: '0.72rem',
            fontWeight: 600,
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {formatDuration(item.durationMs)}
        </Box>
      )}
    </Box>
  );
}

/** Under a file's name: kind, size and marks, then where a stock copy comes from or in Shared whose it is. */
function MediaCardDetails({ item }: { item: TMediaItem }) {
  const { t, i18n } = useTranslation('media');
  const origin = useStockOrigin(item);
  // in Shared, whose it is
  const byline =
    item.section === 'shared' && item.creator ? t('item.by', { name: item.creator.fullname }) : null;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 0.5, minWidth: 0 }}>
        <KindChip kind={item.kind} />
        <Typography variant="caption" color="text.secondary" noWrap>
          {formatBytes(item.sizeBytes, i18n.language)}
        </Typography>
        <ItemFlags item={item} />
      </Box>
      {(origin ?? byline) && (
        <Typography variant="caption" color="text.secondary" noWrap sx={{ display: 'block', mt: 0.25 }}>
          {origin ?? byline}
        </Typography>
      )}
    </>
  );
}

/** A file of the grid: thumbnail (opens the preview), name, kind, size, marks, a box to select and a menu. */
export const MEDIA_CARD: CardFace<TMediaItem, ItemAction> = {
  testId: 'media-item',
  open: { action: 'preview', label: 'actions.previewOf' },
  Picture: MediaCardPicture,
  Details: MediaCardDetails,
  statusOf: (item) => item.status,
  marksOf: (item) => ({ locked: item.locked, uneditableWhenShared: item.uneditableWhenShared }),
};
