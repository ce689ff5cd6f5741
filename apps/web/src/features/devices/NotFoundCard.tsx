import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import SearchOff from '@mui/icons-material/SearchOff';
import { LinkButton } from '../../components/RouterLinks';

/** A screen or group that is not (or no longer) in the organization. */
export function NotFoundCard({
  title,
  body,
  back,
  backLabel,
  testId,
}: {
  title: string;
  body: string;
  back: string;
  backLabel: string;
  testId: string;
}) {
  return (
    <Box component="section" data-testid={testId} sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <SearchOff color="action" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
      <Typography variant="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 480, mx: 'auto' }}>
        {body}
      </Typography>
      <LinkButton to={back}>{backLabel}</LinkButton>
    </Box>
  );
}
