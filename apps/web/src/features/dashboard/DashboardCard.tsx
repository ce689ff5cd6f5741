import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

/**
 * One part of the dashboard: a titled card with a line saying what it shows, an optional way onward
 * (a link to the page it summarises) and its content.
 */
export function DashboardCard({
  title,
  subtitle,
  action,
  children,
  testId,
}: {
  title: string;
  subtitle?: string | undefined;
  action?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  const headingId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      data-testid={testId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box
        sx={{
          px: { xs: 2, sm: 2.5 },
          pt: 2,
          pb: 1.5,
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: 1.5,
          flexWrap: 'wrap',
        }}
      >
        <Box sx={{ minWidth: 0, flex: '1 1 12rem' }}>
          <Typography variant="h2" id={headingId} sx={{ fontSize: '1.1rem' }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {action}
      </Box>
      <Box sx={{ px: { xs: 2, sm: 2.5 }, pb: 2.5, flex: 1, display: 'flex', flexDirection: 'column' }}>
        {children}
      </Box>
    </Card>
  );
}

/** What a part of the dashboard says while it has nothing to show, with the way to change that. */
export function EmptyState({
  icon,
  title,
  body,
  action,
  testId,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  action?: ReactNode;
  testId: string;
}) {
  return (
    <Box
      data-testid={testId}
      sx={(theme) => ({
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 0.75,
        py: { xs: 3, sm: 4 },
        px: 2,
        borderRadius: 2,
        border: `1px dashed ${theme.palette.divider}`,
        bgcolor: 'background.default',
      })}
    >
      <Box
        aria-hidden
        sx={(theme) => ({
          width: 48,
          height: 48,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: alpha(theme.palette.primary.main, 0.1),
          mb: 0.5,
        })}
      >
        {icon}
      </Box>
      <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: '28rem' }}>
        {body}
      </Typography>
      {action && <Box sx={{ mt: 1 }}>{action}</Box>}
    </Box>
  );
}
