import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export type Fact = { key: string; label: string; value: string | null | undefined };

/**
 * Labelled values as a description list; an empty value reads emptyText. Each value carries the test
 * id `${valueTestIdPrefix}-${key}` (the prefix defaults to testId). dense: smaller type and gaps, for
 * technical facts beside other cards.
 */
export function FactList({
  facts,
  emptyText,
  testId,
  valueTestIdPrefix = testId,
  dense = false,
}: {
  facts: readonly Fact[];
  emptyText: string;
  testId?: string;
  valueTestIdPrefix?: string;
  dense?: boolean;
}) {
  return (
    <Box
      component="dl"
      data-testid={testId}
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: `minmax(${dense ? 120 : 140}px, max-content) 1fr` },
        columnGap: dense ? 2 : 3,
        rowGap: { xs: 0.25, sm: dense ? 1 : 1.25 },
      }}
    >
      {facts.map(({ key, label, value }) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {label}
          </Typography>
          <Typography
            component="dd"
            variant={dense ? 'body2' : 'body1'}
            sx={{
              m: 0,
              overflowWrap: 'anywhere',
              whiteSpace: 'pre-line',
              color: value ? 'text.primary' : 'text.secondary',
            }}
            data-testid={valueTestIdPrefix ? `${valueTestIdPrefix}-${key}` : undefined}
          >
            {value || emptyText}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
