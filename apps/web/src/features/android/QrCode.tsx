import Box from '@mui/material/Box';
import { QRCodeSVG } from 'qrcode.react';

/**
 * A QR code of an address, drawn as an SVG in the browser, dark on a white tile so that a phone or a
 * screen's camera reads it in the light and the dark theme alike. `label` says what it opens.
 */
export function QrCode({ value, label, testId }: { value: string; label: string; testId: string }) {
  return (
    <Box
      data-testid={testId}
      data-value={value}
      sx={{
        display: 'inline-flex',
        p: 1.5,
        borderRadius: 2,
        bgcolor: '#FFFFFF',
        border: 1,
        borderColor: 'divider',
        lineHeight: 0,
      }}
    >
      <QRCodeSVG value={value} size={168} level="M" title={label} role="img" aria-label={label} />
    </Box>
  );
}
