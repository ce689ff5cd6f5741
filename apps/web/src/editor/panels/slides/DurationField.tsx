import { useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { SLIDE_DURATION_MAX_SECONDS, SLIDE_DURATION_MIN_SECONDS } from '@placard/contract';

/** The seconds typed, when they are a whole number a slide may last; else null. */
export function parseDuration(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const seconds = Number(trimmed);
  return seconds >= SLIDE_DURATION_MIN_SECONDS && seconds <= SLIDE_DURATION_MAX_SECONDS ? seconds : null;
}

/**
 * A slide's duration in seconds, edited in place: Enter or leaving the field keeps a valid value,
 * Escape (or an invalid value) goes back to the slide's.
 */
export function DurationField({
  value,
  label,
  disabled,
  onCommit,
  testId,
}: {
  value: number;
  label: string;
  disabled: boolean;
  onCommit: (seconds: number) => void;
  testId: string;
}) {
  const { t } = useTranslation('editorLibrary');
  // the text being typed; null shows the slide's own value
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? String(value);
  const invalid = draft !== null && parseDuration(draft) === null;

  const commit = () => {
    if (draft === null) return;
    const seconds = parseDuration(draft);
    setDraft(null);
    if (seconds !== null && seconds !== value) onCommit(seconds);
  };

  return (
    <TextField
      size="small"
      type="number"
      value={text}
      disabled={disabled}
      error={invalid}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Enter') commit();
        if (event.key === 'Escape') setDraft(null);
      }}
      onClick={(event) => event.stopPropagation()}
      title={t('slides.durationRange', { min: SLIDE_DURATION_MIN_SECONDS, max: SLIDE_DURATION_MAX_SECONDS })}
      sx={{
        width: 76,
        '& .MuiInputBase-input': { py: 0.25, px: 0.75, fontSize: 13 },
        '& .MuiInputBase-root': { pr: 0.75 },
      }}
      slotProps={{
        htmlInput: {
          'aria-label': label,
          min: SLIDE_DURATION_MIN_SECONDS,
          max: SLIDE_DURATION_MAX_SECONDS,
          step: 1,
          inputMode: 'numeric',
          'data-testid': testId,
        },
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ ml: 0.25, '& p': { fontSize: 12 } }}>
              {t('slides.seconds')}
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
