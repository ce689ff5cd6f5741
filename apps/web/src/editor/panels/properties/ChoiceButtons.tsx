import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { FieldLabel } from './PanelSection';

export type Choice<T extends string> = {
  value: T;
  /** the accessible name (and the text when there is no icon) */
  label: string;
  icon?: ReactNode;
};

type ChoiceButtonsProps<T extends string> = {
  label: string;
  /** null when nothing (or a mix) is chosen */
  value: T | null;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
  disabled?: boolean;
  /** a control beside the buttons (a number field for the same setting) */
  after?: ReactNode;
  /** a line under the row (the control's error) */
  message?: ReactNode;
};

/** One of a few options as a row of toggle buttons (text size, fit, alignment). */
export function ChoiceButtons<T extends string>({
  label,
  value,
  choices,
  onChange,
  disabled = false,
  after,
  message,
}: ChoiceButtonsProps<T>) {
  const id = useId();
  const group = (
    <ToggleButtonGroup
      exclusive
      size="small"
      fullWidth
      aria-labelledby={id}
      value={value}
      disabled={disabled}
      onChange={(_event, next: T | null) => {
        if (next !== null && next !== value) onChange(next);
      }}
      sx={{
        mt: after ? 0 : 0.75,
        flex: 1,
        minWidth: 0,
        '& .MuiToggleButton-root': {
          py: 0.25,
          px: 0.5,
          minHeight: 30,
          textTransform: 'none',
          fontSize: 13,
        },
      }}
    >
      {choices.map((choice) => (
        <ToggleButton
          key={choice.value}
          value={choice.value}
          aria-label={choice.label}
          title={choice.icon ? choice.label : undefined}
        >
          {choice.icon ?? choice.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
  return (
    <Box>
      <FieldLabel id={id}>{label}</FieldLabel>
      {after ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.75 }}>
          {group}
          {after}
        </Box>
      ) : (
        group
      )}
      {message}
    </Box>
  );
}
