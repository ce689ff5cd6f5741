import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { ImpersonationState } from '@placard/contract';

const COLORS: Record<ImpersonationState, ChipProps['color']> = {
  pending: 'warning',
  accepted: 'success',
  rejected: 'default',
  revoked: 'default',
};

/** A request's state: pending, accepted, rejected or revoked. */
export function RequestStateChip({ state }: { state: ImpersonationState }) {
  const { t } = useTranslation('impersonation');
  return (
    <Chip
      size="small"
      color={COLORS[state]}
      variant={state === 'pending' || state === 'accepted' ? 'filled' : 'outlined'}
      label={t(`states.${state}`)}
      data-testid="impersonation-state"
      data-state={state}
      sx={{ fontWeight: 600 }}
    />
  );
}
