import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Steps in order, each behind a round number. */
export function NumberedSteps({ steps, testId }: { steps: string[]; testId?: string }) {
  return (
    <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid={testId}>
      {steps.map((step, index) => (
        <Box component="li" key={step} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <Box
            aria-hidden
            sx={{
              flex: '0 0 32px',
              height: 32,
              borderRadius: '50%',
              bgcolor: 'primary.main',
              color: '#FFFFFF',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 700,
            }}
          >
            {index + 1}
          </Box>
          <Typography sx={{ pt: 0.5 }}>{step}</Typography>
        </Box>
      ))}
    </Stack>
  );
}

/** A translated list of strings (`returnObjects`), or none when the key holds something else. */
export function list(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}
