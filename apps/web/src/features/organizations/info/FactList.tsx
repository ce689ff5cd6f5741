import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Labelled values as a description list; empty values read "Not set". */
export function FactList({
  facts,
  testId,
}: {
  facts: { label: string; value: string | null | undefined; key: string }[];
  testId?: string;
}) {
  const { t } = useTranslation('organizations');
  return (
    <Box
      component="dl"
      data-testid={testId}
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.25 },
      }}
    >
      {facts.map(({ key, label, value }) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              overflowWrap: 'anywhere',
              whiteSpace: 'pre-line',
              color: value ? 'text.primary' : 'text.secondary',
            }}
            data-testid={testId ? `${testId}-${key}` : undefined}
          >
            {value || t('info.notSet')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
