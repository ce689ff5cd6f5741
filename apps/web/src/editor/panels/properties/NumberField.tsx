import { useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

export type NumberFieldProps = {
  label: string;
  /** null when the selection holds different values (the field shows empty) */
  value: number | null;
  /** called once per change, when the field is left or Enter is pressed */
  onCommit: (value: number) => void;
  min: number;
  max: number;
  /** decimals kept (0: whole numbers) */
  decimals?: number;
  step?: number;
  unit?: string;
  disabled?: boolean;
  helperText?: string;
  testId?: string;
};

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** The typed text as a number within min..max, or null when it is no number. */
export function parseNumber(text: string, min: number, max: number, decimals: number): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const parsed = Number(trimmed);
  if (!Number.isFinite(parsed)) return null;
  return Math.min(max, Math.max(min, roundTo(parsed, decimals)));
}

/**
 * A compact number input: what is typed is kept until the field is left or Enter is pressed, then
 * committed once (clamped to its range), so each change is one undo step. Escape brings the value back.
 */
export function NumberField({
  label,
  value,
  onCommit,
  min,
  max,
  decimals = 0,
  step,
  unit,
  disabled = false,
  helperText,
  testId,
}: NumberFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = value === null ? '' : String(roundTo(value, decimals));

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const next = parseNumber(draft, min, max, decimals);
    if (next !== null && (value === null || next !== roundTo(value, decimals))) onCommit(next);
  };

  return (
    <TextField
      size="small"
      type="number"
      label={label}
      value={draft ?? shown}
      disabled={disabled}
      helperText={helperText}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        } else if (event.key === 'Escape' && draft !== null) {
          event.stopPropagation();
          setDraft(null);
        }
      }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { min, max, step: step ?? (decimals > 0 ? 1 / 10 ** decimals : 1), 'data-testid': testId },
        input: unit
          ? {
              endAdornment: (
                <InputAdornment position="end" sx={{ '& p': { fontSize: 12 } }}>
                  {unit}
                </InputAdornment>
              ),
            }
          : {},
      }}
      sx={{
        '& input': { py: 0.75, fontVariantNumeric: 'tabular-nums' },
        '& input::-webkit-inner-spin-button': { display: 'none' },
        '& input[type=number]': { MozAppearance: 'textfield' },
      }}
    />
  );
}
