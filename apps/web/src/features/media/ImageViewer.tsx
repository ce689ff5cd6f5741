import { useCallback, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import { useTranslation } from 'react-i18next';
import type { TMediaItem } from '@placard/contract';
import { fitScale, MAX_ZOOM, MIN_ZOOM, stepZoom } from './zoom';

type Zoom = 'fit' | number;

/** A light checkerboard, so transparent images show where they are transparent. */
const CHECKERBOARD = {
  backgroundColor: '#fff',
  backgroundImage:
    'linear-gradient(45deg, #eceff3 25%, transparent 25%), linear-gradient(-45deg, #eceff3 25%, transparent 25%), linear-gradient(45deg, transparent 75%, #eceff3 75%), linear-gradient(-45deg, transparent 75%, #eceff3 75%)',
  backgroundSize: '20px 20px',
  backgroundPosition: '0 0, 0 10px, 10px -10px, -10px 0',
} as const;

/** An image (or animated GIF) at fit, real size, or zoomed with the buttons or the mouse wheel. */
export function ImageViewer({ item }: { item: Pick<TMediaItem, 'url' | 'name' | 'width' | 'height'> }) {
  const { t } = useTranslation('media');
  const box = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState<Zoom>('fit');
  const [natural, setNatural] = useState(() =>
    item.width && item.height ? { width: item.width, height: item.height } : null,
  );

  // the viewing area's size, kept in state so the fitted scale can be shown
  const [area, setArea] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() =>
      setArea({ width: element.clientWidth - 32, height: element.clientHeight - 32 }),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const scaleOf = useCallback(
    (current: Zoom) => {
      if (current !== 'fit') return current;
      return area && natural ? fitScale(area, natural) : 1;
    },
    [area, natural],
  );
  const step = useCallback(
    (direction: 1 | -1) => setZoom((current) => stepZoom(scaleOf(current), direction)),
    [scaleOf],
  );

  // The wheel zooms (the listener is not passive, so the page does not scroll meanwhile).
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const wheel = (event: WheelEvent) => {
      if (event.deltaY === 0) return;
      event.preventDefault();
      step(event.deltaY < 0 ? 1 : -1);
    };
    element.addEventListener('wheel', wheel, { passive: false });
    return () => element.removeEventListener('wheel', wheel);
  }, [step]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box
        role="toolbar"
        aria-label={t('preview.zoomLabel')}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          px: 1,
          py: 0.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Tooltip title={t('preview.zoomOut')}>
          <span>
            <IconButton
              size="small"
              onClick={() => step(-1)}
              disabled={zoom !== 'fit' && zoom <= MIN_ZOOM}
              aria-label={t('preview.zoomOut')}
              data-testid="preview-zoom-out"
            >
              <ZoomOut fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Typography
          variant="body2"
          sx={{ minWidth: 56, textAlign: 'center', fontVariantNumeric: 'tabular-nums' }}
          data-testid="preview-zoom"
          aria-live="polite"
        >
          {`${Math.round(scaleOf(zoom) * 100)} %`}
        </Typography>
        <Tooltip title={t('preview.zoomIn')}>
          <span>
            <IconButton
              size="small"
              onClick={() => step(1)}
              disabled={zoom !== 'fit' && zoom >= MAX_ZOOM}
              aria-label={t('preview.zoomIn')}
              data-testid="preview-zoom-in"
            >
              <ZoomIn fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Box sx={{ flex: 1 }} />
        <Button
          size="small"
          variant={zoom === 'fit' ? 'contained' : 'text'}
          onClick={() => setZoom('fit')}
          data-testid="preview-fit"
        >
          {t('preview.fit')}
        </Button>
        <Button
          size="small"
          variant={zoom === 1 ? 'contained' : 'text'}
          onClick={() => setZoom(1)}
          data-testid="preview-actual"
        >
          {t('preview.actualSize')}
        </Button>
      </Box>
      <Box ref={box} sx={{ flex: 1, minHeight: 0, overflow: 'auto', display: 'flex', p: 2, ...CHECKERBOARD }}>
        <Box
          component="img"
          src={item.url}
          alt={item.name}
          draggable={false}
          onLoad={(event) => {
            const image = event.currentTarget as HTMLImageElement;
            if (!natural && image.naturalWidth > 0)
              setNatural({ width: image.naturalWidth, height: image.naturalHeight });
          }}
          data-testid="preview-image"
          sx={
            zoom !== 'fit' && natural
              ? {
                  m: 'auto',
                  width: natural.width * zoom,
                  height: natural.height * zoom,
                  maxWidth: 'none',
                  flexShrink: 0,
                }
              : { m: 'auto', maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', display: 'block' }
          }
        />
      </Box>
    </Box>
  );
}
