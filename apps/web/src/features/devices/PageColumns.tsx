import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The device and group pages' two columns of cards: narrower on the left, one column on phones. */
export function PageColumns({ left, right }: { left: ReactNode; right: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 3 }}>{left}</Box>
      <Box sx={{ display: 'grid', gap: 3 }}>{right}</Box>
    </Box>
  );
}
