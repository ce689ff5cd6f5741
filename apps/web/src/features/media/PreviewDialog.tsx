import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Close from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import type { TMediaItem } from '@placard/contract';
import { ImageViewer } from './ImageViewer';
import { KindChip } from './MediaBadges';
import { MediaDetails } from './MediaDetails';
import { MediaThumbnail } from './MediaThumbnail';
import { PdfViewer } from './PdfViewer';

function Viewer({ item }: { item: TMediaItem }) {
  const { t } = useTranslation('media');
  if (item.status === 'processing' && item.kind !== 'image' && item.kind !== 'gif') {
    return (
      <Box sx={{ height: '100%', display: 'grid', placeItems: 'center' }}>
        <CircularProgress aria-label={t('item.processing')} />
      </Box>
    );
  }
  if (item.status === 'failed') {
    return (
      <Box sx={{ height: '100%', display: 'grid', placeItems: 'center' }}>
        <Box sx={{ width: 240, height: 180 }}>
          <MediaThumbnail item={item} />
        </Box>
      </Box>
    );
  }
  switch (item.kind) {
    case 'image':
    case 'gif':
      return <ImageViewer item={item} />;
    case 'video':
      return (
        <Box sx={{ height: '100%', display: 'flex', bgcolor: '#111318', p: { xs: 0, sm: 2 } }}>
          <Box
            component="video"
            controls
            preload="metadata"
            src={item.url}
            poster={item.thumbnailUrl ?? undefined}
            aria-label={item.name}
            data-testid="preview-video"
            sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
          />
        </Box>
      );
    case 'pdf':
      return <PdfViewer item={item} />;
  }
}

/** Preview: the item large (zoomable image, playing video, PDF pages) with its details beside it. */
export function PreviewDialog({ item, onClose }: { item: TMediaItem | null; onClose: () => void }) {
  const { t } = useTranslation('media');
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <Dialog
      open={item !== null}
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      fullScreen={fullScreen}
      aria-labelledby="media-preview-title"
      data-testid="media-preview"
      slotProps={{ paper: { sx: { height: { md: '86vh' }, overflow: 'hidden' } } }}
    >
      {item && (
        <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              pl: 3,
              pr: 1.5,
              py: 1.25,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Typography
              id="media-preview-title"
              variant="h3"
              noWrap
              title={item.name}
              sx={{ flex: 1, minWidth: 0 }}
            >
              {item.name}
            </Typography>
            <KindChip kind={item.kind} />
            <IconButton onClick={onClose} aria-label={t('preview.close')} data-testid="media-preview-close">
              <Close />
            </IconButton>
          </Box>
          <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: { xs: 'column', md: 'row' } }}>
            <Box sx={{ flex: 1, minWidth: 0, minHeight: { xs: '55vh', md: 0 } }}>
              <Viewer key={item.id} item={item} />
            </Box>
            <Box
              component="aside"
              aria-label={t('details.label')}
              sx={{
                width: { md: 300 },
                flexShrink: 0,
                p: 3,
                overflowY: 'auto',
                // a divider above the details on a phone, beside them on a wider screen
                borderStyle: 'solid',
                borderWidth: { xs: '1px 0 0 0', md: '0 0 0 1px' },
                borderColor: 'divider',
              }}
            >
              <MediaDetails item={item} />
            </Box>
          </Box>
        </Box>
      )}
    </Dialog>
  );
}
