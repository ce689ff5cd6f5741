import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TMediaItem } from '@placard/contract';
import { pdfPageElement } from './libraryElements';
import { LibraryTile } from './LibraryTile';
import { MediaTileFace } from './MediaTileFace';
import type { ElementAdder } from './useElementAdder';

/** The pages of an opened PDF, each added as an image of that page. Spans the whole grid row. */
export function PdfPages({ item, adder }: { item: TMediaItem; adder: ElementAdder }) {
  const { t } = useTranslation('editorLibrary');
  return (
    <Box
      id={`library-pdf-${item.id}`}
      role="group"
      aria-label={t('media.pagesLabel', { name: item.name })}
      sx={{ gridColumn: '1 / -1', p: 1, borderRadius: 1, bgcolor: 'action.selected' }}
    >
      <Typography variant="caption" component="p" noWrap sx={{ mb: 0.5, fontWeight: 600 }}>
        {item.name}
      </Typography>
      {item.pages.length === 0 ? (
        <Typography variant="caption" color="text.secondary">
          {t('media.noPages')}
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 0.5 }}>
          {item.pages.map((url, index) => (
            <LibraryTile
              key={index}
              label={t('media.page', { page: index + 1, name: item.name })}
              make={(aspect) => pdfPageElement(aspect, item, index)}
              adder={adder}
              tooltip={t('media.pageNumber', { page: index + 1 })}
              testId={`library-pdf-${item.id}-page-${index + 1}`}
            >
              <MediaTileFace item={item} src={url} badge={String(index + 1)} />
            </LibraryTile>
          ))}
        </Box>
      )}
    </Box>
  );
}
