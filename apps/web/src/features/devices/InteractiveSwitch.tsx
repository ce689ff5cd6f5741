import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';

/** Whether a screen takes touches; the change is sent at once. */
export function InteractiveSwitch({
  checked,
  name,
  disabled,
  pending,
  onChange,
  showLabel = true,
}: {
  checked: boolean;
  /** the screen's name, for the switch's accessible name */
  name: string;
  disabled: boolean;
  pending: boolean;
  onChange: (interactive: boolean) => void;
  showLabel?: boolean;
}) {
  const { t } = useTranslation('devices');
  const toggle = (
    <Switch
      size="small"
      checked={checked}
      disabled={disabled || pending}
      onChange={(_event, next) => onChange(next)}
      slotProps={{ input: { 'aria-label': t('interactive.switchFor', { name }) } }}
      data-testid="device-interactive"
    />
  );
  if (!showLabel) return toggle;
  return (
    <FormControlLabel
      control={toggle}
      label={t('interactive.label')}
      slotProps={{ typography: { variant: 'body2' } }}
      sx={{ ml: 0, mr: 0, gap: 0.5 }}
    />
  );
}
