import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useTranslation } from 'react-i18next';
import type { TMediaItem } from '@placard/contract';
import { formatBytes, formatDimensions, formatDuration } from './mediaFormat';
import { useStockOrigin } from './MediaBadges';
import { ImportedFrom } from '../providers/ImportedFrom';

/** "Image · JPG"; the format alone when it is the kind's name ("PDF", "GIF"). */
export function typeOf(kindName: string, format: string): string {
  const upper = format.toUpperCase();
  return kindName.toUpperCase() === upper ? upper : `${kindName} · ${upper}`;
}

/** The facts of an item beside its preview: type, size, measures, creator, date, origin, notes. */
export function MediaDetails({ item }: { item: TMediaItem }) {
  const { t, i18n } = useTranslation('media');
  const origin = useStockOrigin(item);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(item.createdAt),
  );
  const facts: [string, ReactNode][] = [
    [t('details.type'), typeOf(t(`kinds.${item.kind}`), item.format)],
    [t('details.size'), formatBytes(item.sizeBytes, i18n.language)],
  ];
  // a PDF's pages are shown as images; their pixels say nothing of the document
  if (item.kind !== 'pdf' && item.width !== null && item.height !== null) {
    facts.push([t('details.dimensions'), formatDimensions(item.width, item.height)]);
  }
  if (item.durationMs !== null) facts.push([t('details.duration'), formatDuration(item.durationMs)]);
  if (item.pageCount !== null) facts.push([t('details.pages'), String(item.pageCount)]);
  facts.push([t('details.creator'), item.creator?.fullname ?? '—']);
  facts.push([t('details.added'), date]);
  if (origin) facts.push([t('details.origin'), origin]);
  if (item.origin) facts.push([t('details.source'), <ImportedFrom origin={item.origin} kind={item.kind} />]);
  if (item.locked) facts.push([t('details.protection'), t('item.locked')]);

  return (
    <Box data-testid="preview-details">
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1.25 }}
      >
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {item.status === 'failed' && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="preview-failure">
          {item.failure ? t(`failures.${item.failure}`) : t('item.failed')}
        </Alert>
      )}
      {item.notes.map((note) => (
        <Alert key={note} severity="warning" sx={{ mt: 2 }} data-testid="preview-note">
          {t(`notes.${note}`)}
        </Alert>
      ))}
      <Button
        variant="outlined"
        size="small"
        href={item.url}
        target="_blank"
        rel="noopener"
        startIcon={<OpenInNew />}
        sx={{ mt: 2.5 }}
      >
        {t('preview.openOriginal')}
      </Button>
    </Box>
  );
}
