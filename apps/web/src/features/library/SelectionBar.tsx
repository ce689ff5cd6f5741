import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import LibraryAddOutlined from '@mui/icons-material/LibraryAddOutlined';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import SelectAll from '@mui/icons-material/SelectAll';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import type { SelectionAction } from './libraryActions';
import { useLibraryText } from './libraryText';

const ICONS: Record<SelectionAction, ReactElement> = {
  move: <DriveFileMoveOutlined />,
  share: <ShareOutlined />,
  unshare: <ReplyOutlined />,
  copyToStock: <LibraryAddOutlined />,
  delete: <DeleteOutlined />,
};

interface SelectionBarProps {
  count: number;
  actions: readonly SelectionAction[];
  onAction: (action: SelectionAction) => void;
  onSelectAll: () => void;
  onClear: () => void;
}

/** Shown while something is selected: how many, and what can be done to all of them at once. */
export function SelectionBar({ count, actions, onAction, onSelectAll, onClear }: SelectionBarProps) {
  const { t, testId } = useLibraryText();
  return (
    <Paper
      elevation={0}
      role="toolbar"
      aria-label={t('selection.toolbar')}
      data-testid={testId('selection-bar')}
      sx={(theme) => ({
        position: 'sticky',
        top: 64,
        zIndex: 2,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 1,
        mb: 2,
        borderRadius: 2,
        border: `1px solid ${theme.palette.primary.main}`,
        bgcolor: theme.palette.background.paper,
      })}
    >
      <Tooltip title={t('selection.clear')}>
        <IconButton
          size="small"
          onClick={onClear}
          aria-label={t('selection.clear')}
          data-testid={testId('selection-clear')}
        >
          <Close fontSize="small" />
        </IconButton>
      </Tooltip>
      <Typography sx={{ fontWeight: 600, mr: 1 }} data-testid={testId('selection-count')} aria-live="polite">
        {t('selection.count', { count })}
      </Typography>
      <Button variant="text" size="small" startIcon={<SelectAll />} onClick={onSelectAll}>
        {t('selection.all')}
      </Button>
      <Box sx={{ flex: 1 }} />
      {actions.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('selection.nothingToDo')}
        </Typography>
      )}
      {actions.map((action) => (
        <Button
          key={action}
          size="small"
          variant={action === 'delete' ? 'outlined' : 'text'}
          color={action === 'delete' ? 'error' : 'primary'}
          startIcon={ICONS[action]}
          onClick={() => onAction(action)}
          data-testid={testId(`selection-${action}`)}
        >
          {t(`actions.${action}`)}
        </Button>
      ))}
    </Paper>
  );
}
