import { useState } from 'react';
import TextField from '@mui/material/TextField';

type SettingTextFieldProps = {
  label: string;
  /** the value the element has */
  value: string;
  /** writes the typed text; false when it was refused (the text then stays, for correcting) */
  onCommit: (text: string) => boolean;
  /** forgets the field's error (its text is being changed, or given up) */
  onClear: () => void;
  error?: string | undefined;
  helperText?: string;
  placeholder?: string;
  disabled?: boolean;
  inputMode?: 'url' | 'text';
  maxLength?: number;
  testId?: string;
};

/**
 * A text setting typed in full before it is written: when the field is left or Enter is pressed (one
 * undo step), and only if valid; otherwise its error shows under it. Escape brings the value back.
 */
export function SettingTextField({
  label,
  value,
  onCommit,
  onClear,
  error,
  helperText,
  placeholder,
  disabled = false,
  inputMode = 'text',
  maxLength = 2000,
  testId,
}: SettingTextFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    if (draft.trim() === value) {
      setDraft(null);
      onClear();
      return;
    }
    if (onCommit(draft)) setDraft(null);
  };
  return (
    <TextField
      size="small"
      label={label}
      value={draft ?? value}
      placeholder={placeholder}
      disabled={disabled}
      error={error !== undefined}
      helperText={error ?? helperText}
      onChange={(event) => {
        setDraft(event.target.value);
        onClear();
      }}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        } else if (event.key === 'Escape' && draft !== null) {
          event.stopPropagation();
          setDraft(null);
          onClear();
        }
      }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode, spellCheck: false, maxLength, 'data-testid': testId },
      }}
    />
  );
}
