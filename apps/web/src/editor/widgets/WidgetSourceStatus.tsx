import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslation } from 'react-i18next';
import type { ElementSource } from '@placard/contract';
import { useUiLocale, useWidgetPreview } from './widgetPreview';

function timeOf(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/**
 * Where a widget's data stands, under its settings (spec section 4 for a sheet): syncing, synced at a
 * time, or failed with the reason. Nothing while its settings are incomplete.
 */
export function WidgetSourceStatus({ source }: { source: ElementSource | null }) {
  const { t } = useTranslation('editorProperties');
  const locale = useUiLocale();
  const query = useWidgetPreview(source);
  if (!source) return null;
  const words = source.kind === 'sheet' ? 'sync' : 'data';
  const preview = query.data;
  const failed = query.isError || preview?.state === 'failed';
  const state = failed ? 'failed' : preview && preview.state === 'synced' ? 'synced' : 'syncing';
  let text: string;
  if (state === 'syncing') text = t(`widgetStatus.${words}.syncing`);
  else if (state === 'synced' && preview?.fetchedAt)
    text = t(`widgetStatus.${words}.synced`, { time: timeOf(preview.fetchedAt, locale) });
  else if (state === 'synced') text = t(`widgetStatus.${words}.syncedNow`);
  else {
    const reason = preview?.error?.message ?? query.error?.message ?? '';
    // a sheet's failure comes from the server already worded "Sync failed: …" in the user's language
    text = source.kind === 'sheet' && preview?.error ? reason : t(`widgetStatus.${words}.failed`, { reason });
  }
  const color = state === 'failed' ? 'error.main' : state === 'synced' ? 'success.main' : 'text.secondary';
  return (
    <Box
      role="status"
      data-testid="widget-status"
      data-state={state}
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.75, color }}
    >
      <Box sx={{ display: 'flex', flexShrink: 0, pt: '1px' }}>
        {state === 'syncing' && <CircularProgress size={14} thickness={5} color="inherit" />}
        {state === 'synced' && <CheckCircleOutline sx={{ fontSize: 16 }} />}
        {state === 'failed' && <ErrorOutline sx={{ fontSize: 16 }} />}
      </Box>
      <Typography variant="caption" sx={{ lineHeight: 1.4, overflowWrap: 'anywhere' }}>
        {text}
      </Typography>
    </Box>
  );
}
