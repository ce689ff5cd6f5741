import Chip, { type ChipProps } from '@mui/material/Chip';
import Circle from '@mui/icons-material/Circle';
import { useTranslation } from 'react-i18next';
import type { DeviceStatus } from '@placard/contract';

/** The colour of each status: playing, downloading, not heard from, nothing scheduled. */
export const STATUS_COLORS = {
  active: 'success',
  updating: 'info',
  offline: 'error',
  inactive: 'default',
} as const satisfies Record<DeviceStatus, ChipProps['color']>;

/** A screen's status as a coloured chip with its name (the colour is never the only sign). */
export function DeviceStatusChip({
  status,
  size = 'small',
}: {
  status: DeviceStatus;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation('devices');
  return (
    <Chip
      size={size}
      color={STATUS_COLORS[status]}
      variant={status === 'inactive' ? 'outlined' : 'filled'}
      icon={<Circle sx={{ fontSize: '0.6rem !important' }} aria-hidden />}
      label={t(`status.${status}`)}
      data-testid="device-status"
      data-status={status}
      sx={{ fontWeight: 600, ...(size === 'small' && { height: 22, fontSize: '0.75rem' }) }}
    />
  );
}
