import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLibraryText } from './libraryText';

/** What an empty library page shows: an icon, a title, a few words and what to do next. */
export function LibraryEmptyState({
  icon,
  title,
  body,
  action,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  action?: ReactNode;
}) {
  const { testId } = useLibraryText();
  return (
    <Box
      data-testid={testId('empty')}
      sx={(theme) => ({
        textAlign: 'center',
        py: { xs: 6, md: 8 },
        px: 3,
        borderRadius: 3,
        border: `2px dashed ${theme.palette.divider}`,
        bgcolor: 'background.paper',
      })}
    >
      <Box
        sx={{
          width: 72,
          height: 72,
          mx: 'auto',
          mb: 2,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          color: 'primary.main',
          '& svg': { fontSize: 36 },
        }}
        aria-hidden
      >
        {icon}
      </Box>
      <Typography variant="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 460, mx: 'auto', mb: action ? 3 : 0 }}>
        {body}
      </Typography>
      {action}
    </Box>
  );
}
