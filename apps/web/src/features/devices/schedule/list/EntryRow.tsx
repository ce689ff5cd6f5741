import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { useTranslation } from 'react-i18next';
import type { WeighedEntry } from '../nowPlaying';
import { PlaylistThumb } from '../PlaylistThumb';
import { describeSchedule } from '../scheduleText';

export interface EntryRowProps {
  entry: WeighedEntry;
  thumbnailUrl: string | null | undefined;
  /** the names of the entries it plays at the same time as */
  overlapsWith: readonly string[];
  /** whether it can be changed here (own entries, a licence that allows changes) */
  editable: boolean;
  onEdit: () => void;
  onRemove: () => void;
}

/** One schedule entry: its playlist, when it plays, where it comes from, whether it overlaps others. */
export function EntryRow({ entry, thumbnailUrl, overlapsWith, editable, onEdit, onRemove }: EntryRowProps) {
  const { t, i18n } = useTranslation('schedule');
  const name = entry.playlistName;
  const when = entry.schedule ? describeSchedule(entry.schedule, t, i18n.language) : t('entry.playNow');
  return (
    <Box
      component="li"
      data-testid="schedule-entry"
      data-entry-id={entry.id}
      data-inherited={entry.own ? undefined : 'true'}
      aria-label={name}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        py: 1.5,
        px: 2,
        borderBottom: 1,
        borderColor: 'divider',
        ...(!entry.own && { bgcolor: 'action.hover' }),
      }}
    >
      <Box sx={{ opacity: entry.own ? 1 : 0.6 }}>
        <PlaylistThumb playlistId={entry.playlistId} thumbnailUrl={thumbnailUrl} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography
            sx={{ fontWeight: 600, color: entry.own ? 'text.primary' : 'text.secondary' }}
            noWrap
            data-testid="schedule-entry-name"
          >
            {name}
          </Typography>
          {!entry.own && entry.source.type === 'group' && (
            <Chip
              size="small"
              variant="outlined"
              icon={<AccountTreeOutlined aria-hidden />}
              label={t('entry.fromGroup', { name: entry.source.groupName })}
              data-testid="schedule-entry-source"
            />
          )}
          {overlapsWith.length > 0 && (
            <Tooltip title={t('entry.overlapsWith', { names: overlapsWith.join(', ') })}>
              <Chip
                size="small"
                color="warning"
                icon={<WarningAmberOutlined aria-hidden />}
                label={t('entry.overlaps', { count: overlapsWith.length })}
                data-testid="schedule-entry-overlap"
              />
            </Tooltip>
          )}
        </Box>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
          data-testid="schedule-entry-when"
        >
          {!entry.schedule && <PlayCircleOutlined fontSize="inherit" aria-hidden />}
          {when}
        </Typography>
      </Box>
      {editable && (
        <Box sx={{ display: 'flex', gap: 0.5, flexShrink: 0 }}>
          {entry.schedule === null && (
            <Button
              variant="outlined"
              size="small"
              color="inherit"
              startIcon={<StopCircleOutlined />}
              onClick={onRemove}
              aria-label={t('entry.stopLabel', { name })}
              data-testid="schedule-entry-stop"
            >
              {t('entry.stop')}
            </Button>
          )}
          <Tooltip title={t('entry.edit', { name })}>
            <IconButton
              onClick={onEdit}
              aria-label={t('entry.edit', { name })}
              data-testid="schedule-entry-edit"
            >
              <EditOutlined />
            </IconButton>
          </Tooltip>
          {entry.schedule !== null && (
            <Tooltip title={t('entry.remove', { name })}>
              <IconButton
                onClick={onRemove}
                aria-label={t('entry.remove', { name })}
                data-testid="schedule-entry-remove"
              >
                <DeleteOutlined />
              </IconButton>
            </Tooltip>
          )}
        </Box>
      )}
    </Box>
  );
}
