import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { WeighedEntry } from '../nowPlaying';
import { playlistColor } from '../playlistColor';

/**
 * The stripes of an entry given by a group above: it plays here, but is changed on the group. Dark
 * stripes, so the white text keeps (and gains) contrast on every playlist colour.
 */
const INHERITED_STRIPES = 'repeating-linear-gradient(135deg, rgba(0,0,0,0.28) 0 6px, rgba(0,0,0,0) 6px 12px)';

/**
 * An entry drawn in the week view, in its playlist's colour: a button that opens it when it is the
 * page's own and may be changed, else a striped block naming the group it comes from.
 */
export function EntryBlock({
  entry,
  label,
  editable,
  onEdit,
  sx,
  testId,
  data,
  children,
}: {
  entry: WeighedEntry;
  /** what a screen reader says: the playlist and when */
  label: string;
  editable: boolean;
  onEdit: (entry: WeighedEntry) => void;
  sx: SxProps<Theme>;
  testId: string;
  data?: Record<`data-${string}`, string | number>;
  children: ReactNode;
}) {
  const { t } = useTranslation('schedule');
  const look = {
    bgcolor: playlistColor(entry.playlistId),
    color: 'common.white',
    borderRadius: 1,
    overflow: 'hidden',
    textAlign: 'left',
    fontSize: 12,
    lineHeight: 1.3,
    px: 0.75,
    py: 0.25,
    boxShadow: '0 0 0 1px #fff',
    ...(!entry.own && { backgroundImage: INHERITED_STRIPES }),
  } as const;
  if (entry.own && editable) {
    return (
      <ButtonBase
        onClick={() => onEdit(entry)}
        aria-label={label}
        data-testid={testId}
        data-entry-id={entry.id}
        {...data}
        sx={[
          look,
          {
            // a button centres its content; a block reads from its top left like the others
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'stretch',
            justifyContent: 'flex-start',
            '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 1 },
          },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        {children}
      </ButtonBase>
    );
  }
  const source = entry.source.type === 'group' && !entry.own ? entry.source.groupName : null;
  return (
    <Tooltip title={source ? t('week.fromGroup', { name: entry.playlistName, group: source }) : label}>
      <Box
        role="img"
        aria-label={source ? `${label} (${t('entry.fromGroup', { name: source })})` : label}
        data-testid={testId}
        data-entry-id={entry.id}
        data-inherited={entry.own ? undefined : 'true'}
        {...data}
        sx={[look, ...(Array.isArray(sx) ? sx : [sx])]}
      >
        {children}
      </Box>
    </Tooltip>
  );
}
