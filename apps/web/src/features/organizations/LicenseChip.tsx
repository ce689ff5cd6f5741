import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { LicenseState } from '@placard/contract';

const COLORS: Record<LicenseState, ChipProps['color']> = {
  trial: 'info',
  active: 'success',
  expiring_soon: 'warning',
  expired: 'error',
  demo_expired: 'error',
  custom: 'default',
};

/** The licence state as a coloured chip (trial, active, expiring soon, expired, demo expired, custom). */
export function LicenseChip({
  state,
  size = 'small',
  sx,
}: {
  state: LicenseState | null | undefined;
  size?: ChipProps['size'];
  sx?: ChipProps['sx'];
}) {
  const { t } = useTranslation('organizations');
  if (!state) return null;
  return (
    <Chip
      size={size}
      color={COLORS[state]}
      label={t(`licenseState.${state}`)}
      data-testid="license-chip"
      data-state={state}
      sx={[{ fontWeight: 600, flexShrink: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
