import Box from '@mui/material/Box';

/** The hours down the left of a week (00:00 left out: it is the top edge). */
export function HourGutter({ hourHeight, label }: { hourHeight: number; label: (hour: number) => string }) {
  return (
    <Box aria-hidden>
      {Array.from({ length: 24 }, (_, hour) => (
        <Box
          key={hour}
          sx={{
            height: hourHeight,
            pr: 1,
            textAlign: 'right',
            fontSize: 11,
            color: 'text.secondary',
            transform: 'translateY(-7px)',
          }}
        >
          {hour > 0 && label(hour)}
        </Box>
      ))}
    </Box>
  );
}

/** The red line across today's column at the present minute. */
export function NowLine({
  minute,
  hourHeight,
  label,
  testId,
}: {
  minute: number;
  hourHeight: number;
  label: string;
  testId: string;
}) {
  return (
    <Box
      data-testid={testId}
      aria-label={label}
      role="img"
      sx={{
        position: 'absolute',
        left: 0,
        right: 0,
        top: (minute / 60) * hourHeight,
        height: 2,
        bgcolor: 'error.main',
        zIndex: 2,
        pointerEvents: 'none',
        '&::before': {
          content: '""',
          position: 'absolute',
          left: -5,
          top: -4,
          width: 10,
          height: 10,
          borderRadius: '50%',
          bgcolor: 'error.main',
        },
      }}
    />
  );
}
