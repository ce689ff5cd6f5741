import Chip from '@mui/material/Chip';
import Circle from '@mui/icons-material/Circle';
import { useTranslation } from 'react-i18next';
import type { IntegrationState } from '@placard/contract';

/** Enabled or disabled, as a chip with its name (the colour is never the only sign). */
export function IntegrationStateChip({ state }: { state: IntegrationState }) {
  const { t } = useTranslation('integrations');
  const enabled = state === 'enabled';
  return (
    <Chip
      size="small"
      color={enabled ? 'success' : 'default'}
      variant={enabled ? 'filled' : 'outlined'}
      icon={<Circle sx={{ fontSize: '0.6rem !important' }} aria-hidden />}
      label={t(`states.${state}`)}
      data-testid="integration-state"
      data-state={state}
      sx={{ fontWeight: 600, height: 22, fontSize: '0.75rem' }}
    />
  );
}
