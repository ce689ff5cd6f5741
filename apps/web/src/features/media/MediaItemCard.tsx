import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TMediaItem } from '@placard/contract';
import { ActionMenu } from './ActionMenu';
import { LibraryCard } from './LibraryCard';
import { ItemFlags, KindChip, useStockOrigin } from './MediaBadges';
import { formatBytes, formatDuration } from './mediaFormat';
import type { ItemAction } from './mediaActions';
import { MediaThumbnail } from './MediaThumbnail';

export interface ItemCardProps {
  item: TMediaItem;
  actions: readonly ItemAction[];
  selected: boolean;
  /** whether anything is selected: the boxes then show on every card */
  selecting: boolean;
  selectable: boolean;
  onToggle: () => void;
  onAction: (action: ItemAction) => void;
}

/** An item of the grid: thumbnail (opens the preview), name, kind, size, marks, a box to select and a menu. */
export function MediaItemCard({
  item,
  actions,
  selected,
  selecting,
  selectable,
  onToggle,
  onAction,
}: ItemCardProps) {
  const { t, i18n } = useTranslation('media');
  const origin = useStockOrigin(item);
  // in Shared, whose it is
  const byline =
    item.section === 'shared' && item.creator ? t('item.by', { name: item.creator.fullname }) : null;
  return (
    <LibraryCard
      id={item.id}
      name={item.name}
      status={item.status}
      testId="media-item-card"
      selectTestId="media-item-select"
      nameTestId="media-item-name"
      selected={selected}
      selecting={selecting}
      selectable={selectable}
      onToggle={onToggle}
      picture={
        <CardActionArea
          onClick={() => onAction('preview')}
          aria-label={t('actions.previewOf', { name: item.name })}
        >
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
        </CardActionArea>
      }
      menu={
        <ActionMenu
          name={item.name}
          actions={actions}
          onAction={onAction}
          locked={item.locked}
          uneditableWhenShared={item.uneditableWhenShared}
        />
      }
    >
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
    </LibraryCard>
  );
}
