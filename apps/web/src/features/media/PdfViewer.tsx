import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { useTranslation } from 'react-i18next';
import type { TMediaItem } from '@placard/contract';

/** A PDF's pages as images, one at a time, with previous and next (the arrow keys too). */
export function PdfViewer({ item }: { item: Pick<TMediaItem, 'url' | 'name' | 'pages' | 'pageCount'> }) {
  const { t } = useTranslation('media');
  const [index, setIndex] = useState(0);
  const total = item.pages.length;

  if (total === 0) {
    return (
      <Box sx={{ height: '100%', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}>
        <Box>
          <PictureAsPdfOutlined sx={{ fontSize: 64, color: 'text.disabled' }} aria-hidden />
          <Typography color="text.secondary" sx={{ my: 1.5 }}>
            {t('preview.noPages')}
          </Typography>
          <Button href={item.url} target="_blank" rel="noopener" startIcon={<OpenInNew />}>
            {t('preview.openPdf')}
          </Button>
        </Box>
      </Box>
    );
  }

  const go = (next: number) => setIndex(Math.min(total - 1, Math.max(0, next)));
  const page = item.pages[index];
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') go(index - 1);
        if (event.key === 'ArrowRight') go(index + 1);
      }}
    >
      <Box
        role="toolbar"
        aria-label={t('preview.pagesLabel')}
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          py: 0.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <IconButton
          size="small"
          onClick={() => go(index - 1)}
          disabled={index === 0}
          aria-label={t('preview.previousPage')}
          data-testid="preview-page-previous"
        >
          <ChevronLeft />
        </IconButton>
        <Typography
          variant="body2"
          sx={{ fontVariantNumeric: 'tabular-nums' }}
          data-testid="preview-page"
          aria-live="polite"
        >
          {t('preview.pageOf', { page: index + 1, count: total })}
        </Typography>
        <IconButton
          size="small"
          onClick={() => go(index + 1)}
          disabled={index === total - 1}
          aria-label={t('preview.nextPage')}
          data-testid="preview-page-next"
        >
          <ChevronRight />
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', display: 'flex', p: 2, bgcolor: 'grey.200' }}>
        <Box
          component="img"
          src={page}
          alt={t('preview.pageOf', { page: index + 1, count: total })}
          data-testid="preview-pdf-page"
          sx={{
            m: 'auto',
            maxWidth: '100%',
            maxHeight: '100%',
            objectFit: 'contain',
            boxShadow: 3,
            bgcolor: '#fff',
          }}
        />
      </Box>
      {item.pageCount !== null && item.pageCount > total && (
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center', py: 0.5 }}>
          {t('preview.pagesCapped', { shown: total, count: item.pageCount })}
        </Typography>
      )}
    </Box>
  );
}
