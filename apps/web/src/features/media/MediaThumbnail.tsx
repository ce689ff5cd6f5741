import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslation } from 'react-i18next';
import type { TMediaItem } from '@placard/contract';
import { visuallyHidden } from '../../components/visuallyHidden';
import { KindIcon } from './KindIcon';

type ThumbnailFacts = Pick<TMediaItem, 'name' | 'kind' | 'status' | 'failure' | 'thumbnailUrl'>;

/**
 * What stands for an item: its thumbnail, a spinner while it is processed, the reason when processing
 * failed, or the icon of its kind. Fills its box; `compact` drops the words (list rows).
 */
export function MediaThumbnail({ item, compact = false }: { item: ThumbnailFacts; compact?: boolean }) {
  const { t } = useTranslation('media');
  const center = {
    width: '100%',
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 1,
    textAlign: 'center',
    px: compact ? 0 : 1.5,
  } as const;

  if (item.status === 'processing') {
    return (
      <Box sx={{ ...center, color: 'text.secondary' }} data-testid="media-processing" role="status">
        <CircularProgress size={compact ? 18 : 28} aria-label={t('item.processing')} />
        {!compact && <Typography variant="caption">{t('item.processing')}</Typography>}
      </Box>
    );
  }
  if (item.status === 'failed') {
    const reason = item.failure ? t(`failures.${item.failure}`) : t('item.failed');
    return (
      <Box sx={{ ...center, color: 'error.main' }} data-testid="media-failed" title={reason}>
        <ErrorOutline fontSize={compact ? 'small' : 'large'} aria-hidden />
        {compact ? (
          <Box component="span" sx={visuallyHidden}>
            {reason}
          </Box>
        ) : (
          <Typography variant="caption" sx={{ lineHeight: 1.3 }}>
            {reason}
          </Typography>
        )}
      </Box>
    );
  }
  if (item.thumbnailUrl) {
    return (
      <Box
        component="img"
        src={item.thumbnailUrl}
        alt=""
        loading="lazy"
        decoding="async"
        draggable={false}
        data-testid="media-thumbnail"
        sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
      />
    );
  }
  return (
    <Box sx={{ ...center, color: 'text.disabled' }} data-testid="media-kind-icon">
      <KindIcon kind={item.kind} sx={{ fontSize: compact ? 22 : 44 }} />
    </Box>
  );
}
