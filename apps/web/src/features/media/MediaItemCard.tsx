import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TMediaItem } from '@placard/contract';
import { ActionMenu } from './ActionMenu';
import { ItemFlags, KindChip, useStockOrigin } from './MediaBadges';
import { formatBytes, formatDuration } from './mediaFormat';
import type { ItemAction } from './mediaActions';
import { MediaThumbnail } from './MediaThumbnail';
import { SelectCheckbox } from './SelectCheckbox';

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
    <Card
      component="article"
      aria-label={item.name}
      data-testid="media-item-card"
      data-status={item.status}
      data-id={item.id}
      sx={(theme) => ({
        position: 'relative',
        overflow: 'hidden',
        transition: theme.transitions.create(['box-shadow', 'border-color']),
        borderColor: selected ? 'primary.main' : 'divider',
        boxShadow: selected ? `0 0 0 1px ${theme.palette.primary.main}` : 'none',
        '&:hover, &:focus-within': { boxShadow: theme.shadows[3] },
        '&:hover .library-select, &:focus-within .library-select': { opacity: 1 },
      })}
    >
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
      {selectable && (
        <SelectCheckbox
          name={item.name}
          checked={selected}
          visible={selected || selecting}
          onToggle={onToggle}
          testId="media-item-select"
          sx={{
            top: 4,
            left: 4,
            p: 0.5,
            bgcolor: 'rgba(255,255,255,0.9)',
            borderRadius: 1,
            '&:hover': { bgcolor: '#fff' },
          }}
        />
      )}
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, p: 1.25, pr: 0.5 }}>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography
            variant="body2"
            noWrap
            title={item.name}
            sx={{ fontWeight: 600 }}
            data-testid="media-item-name"
          >
            {item.name}
          </Typography>
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
        </Box>
        <ActionMenu
          name={item.name}
          actions={actions}
          onAction={onAction}
          locked={item.locked}
          uneditableWhenShared={item.uneditableWhenShared}
        />
      </Box>
    </Card>
  );
}
