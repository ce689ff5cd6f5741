import Box from '@mui/material/Box';
import { ALERT_TYPE_COLORS, type AlertType } from '@placard/contract';
import { AlertIcon } from '@placard/slides';

/**
 * An alert type's icon in a rounded square of the alert's colours (the type's own unless given), `size`
 * px wide.
 */
export function AlertTypeSwatch({
  type,
  label = '',
  backgroundColor = ALERT_TYPE_COLORS[type].backgroundColor,
  textColor = ALERT_TYPE_COLORS[type].textColor,
  size = 40,
}: {
  type: AlertType;
  /** the type's name, told to assistive technology; empty (the default) where the name is written beside it */
  label?: string;
  backgroundColor?: string;
  textColor?: string;
  size?: number;
}) {
  return (
    <Box
      data-testid="alert-type-swatch"
      aria-hidden={label === '' ? true : undefined}
      sx={{
        flex: 'none',
        width: size,
        height: size,
        p: `${Math.round(size * 0.2)}px`,
        boxSizing: 'border-box',
        borderRadius: 1.5,
        bgcolor: backgroundColor,
        color: textColor,
        border: 1,
        borderColor: 'divider',
      }}
    >
      <AlertIcon type={type} label={label} />
    </Box>
  );
}
