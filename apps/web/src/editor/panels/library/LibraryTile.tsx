import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ElementAdder, ElementMaker } from './useElementAdder';

/** The look of a library tile: a small bordered box that lights up on hover and focus. */
export const tileSx = {
  width: '100%',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  overflow: 'hidden',
  bgcolor: 'action.hover',
  color: 'text.primary',
  transition: 'border-color 120ms',
  '&:hover': { borderColor: 'primary.main' },
  '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
  '&.Mui-disabled': { opacity: 0.6 },
} as const;

type LibraryTileProps = {
  /** what clicking does, as its accessible name (and tooltip) */
  label: string;
  make: ElementMaker;
  adder: ElementAdder;
  /** a tooltip (for tiles without words) */
  tooltip?: string;
  testId?: string;
  /** shown but not usable (a licence lacks what it needs): neither clicked nor dragged */
  disabled?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
};

/** A library item: a click adds its element to the slide, a drag carries it onto the canvas. */
export function LibraryTile({
  label,
  make,
  adder,
  tooltip,
  testId,
  disabled = false,
  sx,
  children,
}: LibraryTileProps) {
  const usable = adder.enabled && !disabled;
  const button = (
    <ButtonBase
      aria-label={label}
      disabled={!usable}
      draggable={usable}
      onClick={() => adder.add(make)}
      onDragStart={(event) => adder.dragStart(event, make)}
      data-testid={testId}
      sx={[tileSx, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </ButtonBase>
  );
  if (!tooltip) return button;
  return (
    <Tooltip title={tooltip} describeChild disableInteractive enterDelay={400}>
      <Box component="span" sx={{ display: 'block', minWidth: 0 }}>
        {button}
      </Box>
    </Tooltip>
  );
}
