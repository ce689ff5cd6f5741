import Box from '@mui/material/Box';
import { ALERT_TYPE_COLORS, type AlertType } from '@placard/contract';
import { AlertIcon } from '@placard/slides';

/**
 * An alert type's icon in a rounded square of its colours (or of the given ones). Decorative: the type's
 * name is written beside it.
 */
export function AlertTypeBadge({
  type,
  size = 28,
  backgroundColor = ALERT_TYPE_COLORS[type].backgroundColor,
  textColor = ALERT_TYPE_COLORS[type].textColor,
}: {
  type: AlertType;
  size?: number;
  backgroundColor?: string;
  textColor?: string;
}) {
  return (
    <Box
      aria-hidden
      sx={{
        flexShrink: 0,
        width: size,
        height: size,
        p: `${Math.round(size * 0.18)}px`,
        borderRadius: 1,
        bgcolor: backgroundColor,
        color: textColor,
        // the icon's own label is not read: the badge stands beside the type's name
        '& svg': { pointerEvents: 'none' },
      }}
    >
      <AlertIcon type={type} label="" />
    </Box>
  );
}
