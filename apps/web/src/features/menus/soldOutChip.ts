import type { SxProps, Theme } from '@mui/material/styles';

/** A sold-out chip: the warning alert's own amber ground and dark text, readable at small sizes. */
export const SOLD_OUT_CHIP: SxProps<Theme> = {
  bgcolor: '#FFF4E5',
  color: '#663C00',
  border: 1,
  borderColor: '#FFD8A8',
  fontWeight: 600,
};
