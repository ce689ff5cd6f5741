import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import EditOffOutlined from '@mui/icons-material/EditOffOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { alpha, darken } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { MediaKind, TMediaItem } from '@placard/contract';

/** One hue per kind, the same in every organization's theme, so kinds are told apart at a glance. */
const KIND_COLORS = {
  image: '#00897B',
  gif: '#8E24AA',
  video: '#EF6C00',
  pdf: '#D32F2F',
} as const satisfies Record<MediaKind, string>;

/** The kind of an item as a small tinted chip ("Image", "Video", …), dark enough to read. */
export function KindChip({ kind }: { kind: MediaKind }) {
  const { t } = useTranslation('media');
  const color = KIND_COLORS[kind];
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t(`kinds.${kind}`)}
      data-testid="media-kind-chip"
      sx={{
        height: 20,
        fontSize: '0.7rem',
        fontWeight: 600,
        color: darken(color, 0.3),
        borderColor: alpha(color, 0.5),
        bgcolor: alpha(color, 0.08),
        '& .MuiChip-label': { px: 0.75 },
      }}
    />
  );
}

/** Lock, "others can't edit" and "something could not be made" marks of an item, each with its words. */
export function ItemFlags({
  item,
}: {
  item: Pick<TMediaItem, 'locked' | 'uneditableWhenShared' | 'notes' | 'section'>;
}) {
  const { t } = useTranslation('media');
  const notes = item.notes.map((note) => t(`notes.${note}`)).join(' ');
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
      {item.locked && (
        <Tooltip title={t('item.locked')}>
          <LockOutlined
            sx={{ fontSize: 16, color: 'text.secondary' }}
            titleAccess={t('item.locked')}
            data-testid="media-locked"
          />
        </Tooltip>
      )}
      {item.uneditableWhenShared && item.section !== 'stock' && (
        <Tooltip title={t('item.uneditableWhenShared')}>
          <EditOffOutlined
            sx={{ fontSize: 16, color: 'text.secondary' }}
            titleAccess={t('item.uneditableWhenShared')}
            data-testid="media-uneditable"
          />
        </Tooltip>
      )}
      {notes && (
        <Tooltip title={notes}>
          <WarningAmberOutlined
            sx={{ fontSize: 16, color: 'warning.dark' }}
            titleAccess={notes}
            data-testid="media-notes"
          />
        </Tooltip>
      )}
    </Box>
  );
}

/** Where a stock copy came from: the giving organization, or the platform. */
export function useStockOrigin(item: Pick<TMediaItem, 'stockFrom' | 'platformStock'>): string | null {
  const { t } = useTranslation('media');
  if (item.platformStock) return t('item.platformStock');
  return item.stockFrom ? t('item.stockFrom', { name: item.stockFrom.name }) : null;
}
