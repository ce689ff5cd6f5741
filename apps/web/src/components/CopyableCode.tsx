import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Check from '@mui/icons-material/Check';
import ContentCopy from '@mui/icons-material/ContentCopy';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A value to type or paste elsewhere (an address, a DNS record), in a monospaced box with a button that
 * copies it and then says so. `testId` names the value; its button is `{testId}-copy`.
 */
export function CopyableCode({
  value,
  testId,
  copyLabel,
  copiedLabel,
  sx,
}: {
  value: string;
  testId: string;
  copyLabel: string;
  copiedLabel: string;
  sx?: SxProps<Theme>;
}) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(value).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <Box
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          gap: 1,
          pl: 1.5,
          pr: 0.5,
          py: 0.5,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.default',
          maxWidth: '100%',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Typography
        component="code"
        sx={{ fontFamily: 'monospace', fontSize: '0.95rem', overflowWrap: 'anywhere' }}
        data-testid={testId}
      >
        {value}
      </Typography>
      <Button
        size="small"
        variant="text"
        onClick={copy}
        startIcon={copied ? <Check /> : <ContentCopy />}
        data-testid={`${testId}-copy`}
      >
        {copied ? copiedLabel : copyLabel}
      </Button>
    </Box>
  );
}
