import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';

type SwitchRowProps = {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** why the switch cannot be used (shown under it and read with it) */
  reason?: string | null;
  children?: ReactNode;
};

/** A labelled switch, with the reason it is off limits when it is. */
export function SwitchRow({
  label,
  checked,
  onChange,
  disabled = false,
  reason = null,
  children,
}: SwitchRowProps) {
  const reasonId = useId();
  return (
    <Box>
      <FormControlLabel
        sx={{ ml: -0.75, mr: 0, '& .MuiFormControlLabel-label': { fontSize: 14 } }}
        control={
          <Switch
            size="small"
            checked={checked}
            disabled={disabled || reason !== null}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': reason === null ? undefined : reasonId } }}
          />
        }
        label={label}
      />
      {reason !== null && (
        <FormHelperText id={reasonId} sx={{ mt: 0 }}>
          {reason}
        </FormHelperText>
      )}
      {children}
    </Box>
  );
}
