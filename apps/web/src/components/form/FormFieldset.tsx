import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * A group of fields under a visible legend, so screen readers announce the group with each field.
 * `legendGap` is the space under the legend (theme spacing units).
 */
export function FormFieldset({
  legend,
  legendGap = 2,
  children,
}: {
  legend: ReactNode;
  legendGap?: number;
  children: ReactNode;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="h4" sx={{ mb: legendGap }}>
        {legend}
      </Typography>
      {children}
    </Box>
  );
}
