import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

interface LogoProps {
  /** Height in pixels; the wordmark scales with it. */
  height?: number;
  sx?: SxProps<Theme>;
}

/** Placard's wordmark: a small placard on a stand and the name. Takes the surrounding text colour. */
export function Logo({ height = 28, sx }: LogoProps) {
  return (
    <Box
      component="svg"
      role="img"
      aria-label="Placard"
      viewBox="0 0 132 32"
      sx={{ height, width: 'auto', display: 'block', color: 'inherit', ...sx }}
    >
      <path
        fill="currentColor"
        fillRule="evenodd"
        d="M5 3h22a4 4 0 0 1 4 4v12a4 4 0 0 1-4 4H5a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM7.5 8a1.5 1.5 0 0 0 0 3h9a1.5 1.5 0 0 0 0-3zM7.5 14a1.5 1.5 0 0 0 0 3h16a1.5 1.5 0 0 0 0-3z"
      />
      <rect x="14" y="23" width="4" height="5" fill="currentColor" />
      <rect x="9" y="27" width="14" height="3" rx="1.5" fill="currentColor" />
      <text
        x="38"
        y="23"
        fill="currentColor"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize="21"
        fontWeight="700"
        letterSpacing="0.3"
      >
        Placard
      </text>
    </Box>
  );
}
