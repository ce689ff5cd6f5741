import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import { playlistColor } from '../playlistColor';

/** The hatching of a block that is overridden: its playlist's colour, faint, over grey. */
export function overriddenLook(playlistId: number) {
  const color = playlistColor(playlistId);
  return {
    bgcolor: 'grey.100',
    color: 'text.primary',
    backgroundImage: `repeating-linear-gradient(135deg, ${alpha(color, 0.2)} 0 5px, transparent 5px 10px)`,
    borderLeft: `4px solid ${color}`,
  } as const;
}

/** A block that plays: its playlist's colour, dark enough for white text. */
export function playingLook(playlistId: number) {
  return { bgcolor: playlistColor(playlistId), color: 'common.white' } as const;
}

/**
 * A stretch of the overview: in its playlist's colour when it plays, hatched grey when another entry
 * plays instead. A button that opens its entry when entries may be changed; its label says it all,
 * and so does its tooltip.
 */
export function OverviewBlock({
  playlistId,
  plays,
  label,
  details,
  editable,
  onOpen,
  sx,
  testId,
  data,
  children,
}: {
  playlistId: number;
  plays: boolean;
  /** what a screen reader says: the playlist, when, where, and why */
  label: string;
  /** the tooltip: the same, a line each */
  details: ReactNode;
  editable: boolean;
  onOpen: () => void;
  sx?: SxProps<Theme>;
  testId: string;
  data?: Record<`data-${string}`, string | number>;
  children: ReactNode;
}) {
  const look = [
    {
      borderRadius: 1,
      overflow: 'hidden',
      textAlign: 'left',
      fontSize: 12,
      lineHeight: 1.3,
      px: 0.75,
      py: 0.25,
      boxShadow: '0 0 0 1px #fff',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'stretch',
      justifyContent: 'flex-start',
    },
    plays ? playingLook(playlistId) : overriddenLook(playlistId),
    ...(Array.isArray(sx) ? sx : [sx]),
  ] as SxProps<Theme>;
  const common = {
    'aria-label': label,
    'data-testid': testId,
    'data-outcome': plays ? 'plays' : 'overridden',
    ...data,
  };
  return (
    <Tooltip title={details} enterDelay={400} disableInteractive>
      {editable ? (
        <ButtonBase
          onClick={onOpen}
          {...common}
          sx={
            [
              { '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 1 } },
              ...(look as unknown[]),
            ] as SxProps<Theme>
          }
        >
          {children}
        </ButtonBase>
      ) : (
        <Box role="img" {...common} sx={look}>
          {children}
        </Box>
      )}
    </Tooltip>
  );
}

/** One line of a block's face, cut with an ellipsis. */
export function BlockLine({ children, strong = false }: { children: ReactNode; strong?: boolean }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'block',
        fontWeight: strong ? 600 : 400,
        whiteSpace: 'nowrap',
        textOverflow: 'ellipsis',
        overflow: 'hidden',
      }}
    >
      {children}
    </Box>
  );
}
