import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { AlertState } from '@placard/contract';

const COLORS = { ready: 'info', active: 'error', deactivated: 'default' } as const;
/** the outlined chips' words dark enough to read (WCAG AA) */
const TEXT = { ready: 'info.dark', active: undefined, deactivated: undefined } as const;

/** Ready, active (red: on screens now) or deactivated. */
export function AlertStateChip({ state }: { state: AlertState }) {
  const { t } = useTranslation('alerts');
  return (
    <Chip
      size="small"
      color={COLORS[state]}
      variant={state === 'active' ? 'filled' : 'outlined'}
      label={t(`state.${state}`)}
      data-testid="alert-state"
      data-state={state}
      sx={{ fontWeight: 600, color: TEXT[state], borderColor: TEXT[state] }}
    />
  );
}
