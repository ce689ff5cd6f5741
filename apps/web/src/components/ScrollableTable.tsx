import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';

/**
 * A table wider than a phone's screen, scrolled sideways in its own region (which the keyboard can
 * reach and a screen reader names by `label`).
 */
export function ScrollableTable({
  label,
  minWidth,
  children,
}: {
  label: string;
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <Box sx={{ overflowX: 'auto', mx: { xs: -1, sm: 0 } }} tabIndex={0} role="region" aria-label={label}>
      <Table size="small" sx={{ minWidth }}>
        {children}
      </Table>
    </Box>
  );
}
