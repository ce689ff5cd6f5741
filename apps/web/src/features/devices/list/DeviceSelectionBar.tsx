import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import TouchAppOutlined from '@mui/icons-material/TouchAppOutlined';
import DoNotTouchOutlined from '@mui/icons-material/DoNotTouchOutlined';
import { useTranslation } from 'react-i18next';

export type BulkAction = 'group' | 'interactiveOn' | 'interactiveOff' | 'remove';

/** What can be done with the selected screens at once, and a way to clear the selection. */
export function DeviceSelectionBar({
  count,
  pending,
  onAction,
  onClear,
}: {
  count: number;
  pending: boolean;
  onAction: (action: BulkAction) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('devices');
  if (count === 0) return null;
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label={t('selection.label')}
      data-testid="device-selection-bar"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 1,
        mb: 2,
        bgcolor: 'action.selected',
      }}
    >
      <Typography sx={{ fontWeight: 600, mr: 1 }} data-testid="device-selection-count">
        {t('selection.count', { count })}
      </Typography>
      <Button
        size="small"
        variant="text"
        startIcon={<DriveFileMoveOutlined />}
        disabled={pending}
        onClick={() => onAction('group')}
      >
        {t('selection.group')}
      </Button>
      <Button
        size="small"
        variant="text"
        startIcon={<TouchAppOutlined />}
        disabled={pending}
        onClick={() => onAction('interactiveOn')}
      >
        {t('selection.interactiveOn')}
      </Button>
      <Button
        size="small"
        variant="text"
        startIcon={<DoNotTouchOutlined />}
        disabled={pending}
        onClick={() => onAction('interactiveOff')}
      >
        {t('selection.interactiveOff')}
      </Button>
      <Button
        size="small"
        variant="text"
        color="error"
        startIcon={<DeleteOutline />}
        disabled={pending}
        onClick={() => onAction('remove')}
      >
        {t('selection.remove')}
      </Button>
      <Box sx={{ flex: 1 }} />
      <Button size="small" variant="text" color="inherit" startIcon={<Close />} onClick={onClear}>
        {t('selection.clear')}
      </Button>
    </Paper>
  );
}
