import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ImpersonationState } from '@placard/contract';
import { RequestStateChip } from './RequestStateChip';

/** One request in a list: who and when on the left, its state and the actions on the right. */
export function RequestRow({
  id,
  title,
  details,
  state,
  actions,
  testId,
}: {
  id: number;
  title: string;
  details: ReactNode;
  state: ImpersonationState;
  actions?: ReactNode;
  testId: string;
}) {
  return (
    <Box
      component="li"
      data-testid={testId}
      data-request-id={id}
      data-state={state}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        py: 1.75,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <RequestStateChip state={state} />
        </Box>
        <Typography variant="body2" color="text.secondary" component="div" sx={{ mt: 0.25 }}>
          {details}
        </Typography>
      </Box>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
    </Box>
  );
}
