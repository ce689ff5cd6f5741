import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Close from '@mui/icons-material/Close';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Replay from '@mui/icons-material/Replay';
import { useTranslation } from 'react-i18next';
import { formatSpeed, formatTimeLeft } from './mediaFormat';
import { percentSent } from './uploadStats';
import { useUploads, type UploadEntry } from './useUploads';

function UploadRow({
  entry,
  onCancel,
  onRetry,
  onDismiss,
}: {
  entry: UploadEntry;
  onCancel: () => void;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  const { t, i18n } = useTranslation('media');
  const percent = percentSent(entry.sent, entry.size);
  const status = [
    t('upload.percent', { percent }),
    ...(entry.speed !== null ? [formatSpeed(entry.speed, i18n.language)] : []),
    ...(entry.secondsLeft !== null
      ? [t('upload.timeLeft', { time: formatTimeLeft(entry.secondsLeft, i18n.language) })]
      : []),
  ].join(' · ');

  return (
    <Box
      component="li"
      aria-label={entry.name}
      data-testid="upload-row"
      data-state={entry.state}
      sx={{
        display: 'flex',
        gap: 1.25,
        px: 2,
        py: 1.25,
        borderTop: 1,
        borderColor: 'divider',
        listStyle: 'none',
      }}
    >
      <Box sx={{ pt: 0.25 }}>
        {entry.state === 'done' && (
          <CheckCircle color="success" fontSize="small" titleAccess={t('upload.done')} />
        )}
        {entry.state === 'failed' && (
          <ErrorOutline color="error" fontSize="small" titleAccess={t('upload.refused')} />
        )}
        {entry.state === 'uploading' && (
          <InsertDriveFileOutlined color="action" fontSize="small" aria-hidden />
        )}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" noWrap title={entry.name} sx={{ fontWeight: 600 }}>
          {entry.name}
        </Typography>
        {entry.state === 'uploading' && (
          <>
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-label={t('upload.progressOf', { name: entry.name })}
              sx={{ my: 0.75, height: 6, borderRadius: 3 }}
            />
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ fontVariantNumeric: 'tabular-nums' }}
              data-testid="upload-status"
            >
              {status}
            </Typography>
          </>
        )}
        {entry.state === 'done' && (
          <Typography variant="caption" color="success.dark" data-testid="upload-status">
            {t('upload.done')}
          </Typography>
        )}
        {entry.state === 'failed' && (
          <Typography
            variant="caption"
            color="error"
            role="alert"
            sx={{ display: 'block' }}
            data-testid="upload-error"
          >
            {entry.error}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
        {entry.state === 'failed' && entry.retryable && (
          <Tooltip title={t('upload.retry')}>
            <IconButton
              size="small"
              onClick={onRetry}
              aria-label={t('upload.retryOf', { name: entry.name })}
              data-testid="upload-retry"
            >
              <Replay fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        {entry.state === 'uploading' ? (
          <Tooltip title={t('upload.cancel')}>
            <IconButton
              size="small"
              onClick={onCancel}
              aria-label={t('upload.cancelOf', { name: entry.name })}
              data-testid="upload-cancel"
            >
              <Close fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : (
          <Tooltip title={t('upload.dismiss')}>
            <IconButton
              size="small"
              onClick={onDismiss}
              aria-label={t('upload.dismissOf', { name: entry.name })}
              data-testid="upload-dismiss"
            >
              <Close fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Box>
    </Box>
  );
}

/** How long the list of finished uploads stays unfolded. */
const FOLD_AFTER_MS = 4000;

/** The floating list of uploads (bottom right): progress, speed, time left, refusals; can be folded. */
export function UploadPanel() {
  const { t } = useTranslation('media');
  const { entries, cancel, retry, dismiss, clearFinished } = useUploads();
  const [open, setOpen] = useState(true);
  const active = entries.filter((entry) => entry.state === 'uploading').length;
  const failed = entries.filter((entry) => entry.state === 'failed').length;
  const done = entries.filter((entry) => entry.state === 'done').length;

  // A new upload unfolds the list; when all went well it folds a few seconds later, out of the way.
  const [seen, setSeen] = useState(entries.length);
  if (entries.length !== seen) {
    setSeen(entries.length);
    if (entries.length > seen) setOpen(true);
  }
  const settled = entries.length > 0 && active === 0 && failed === 0;
  useEffect(() => {
    if (!settled) return;
    const timer = setTimeout(() => setOpen(false), FOLD_AFTER_MS);
    return () => clearTimeout(timer);
  }, [settled]);

  if (entries.length === 0) return null;
  const title =
    active > 0
      ? t('upload.titleActive', { count: active })
      : failed > 0
        ? t('upload.titleFailed', { count: failed })
        : t('upload.titleDone', { count: done });

  return (
    <Paper
      elevation={8}
      component="section"
      aria-label={t('upload.panel')}
      data-testid="upload-panel"
      sx={(theme) => ({
        position: 'fixed',
        right: { xs: 8, sm: 24 },
        bottom: { xs: 8, sm: 24 },
        width: { xs: 'calc(100% - 16px)', sm: 380 },
        // above the page, below dialogs and snackbars
        zIndex: theme.zIndex.speedDial,
        borderRadius: 3,
        overflow: 'hidden',
      })}
    >
      <Box
        sx={(theme) => ({
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          pl: 2,
          pr: 1,
          py: 1,
          bgcolor: theme.palette.nav.bar,
          color: theme.palette.nav.barText,
        })}
      >
        <Typography sx={{ fontWeight: 600, flex: 1 }} aria-live="polite" data-testid="upload-panel-title">
          {title}
        </Typography>
        {done + failed > 0 && (
          <Button
            size="small"
            variant="text"
            color="inherit"
            onClick={clearFinished}
            data-testid="upload-clear"
          >
            {t('upload.clear')}
          </Button>
        )}
        <IconButton
          size="small"
          color="inherit"
          onClick={() => setOpen((value) => !value)}
          aria-label={open ? t('upload.fold') : t('upload.unfold')}
          aria-expanded={open}
        >
          {open ? <ExpandMore fontSize="small" /> : <ExpandLess fontSize="small" />}
        </IconButton>
      </Box>
      <Collapse in={open}>
        <Box component="ul" sx={{ m: 0, p: 0, pb: 1, maxHeight: 'min(320px, 50vh)', overflowY: 'auto' }}>
          {entries.map((entry) => (
            <UploadRow
              key={entry.id}
              entry={entry}
              onCancel={() => cancel(entry.id)}
              onRetry={() => retry(entry.id)}
              onDismiss={() => dismiss(entry.id)}
            />
          ))}
        </Box>
      </Collapse>
    </Paper>
  );
}
