import { useId, useRef, useState } from 'react';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import {
  namedTextSize,
  TEXT_SIZE_UNITS_MAX,
  TEXT_SIZE_UNITS_MIN,
  TEXT_SIZES,
  textSizeUnits,
  textSizeValue,
  zTextSizeUnits,
  type TTextSizeValue,
} from '@placard/contract';
import { ChoiceButtons } from './ChoiceButtons';

/** How a size typed in the field is applied: `burst` names the visit of the field (one undo step). */
export type TypedSize = { burst: string; final: boolean };

type TextSizeFieldProps = {
  /** null when the text has several sizes */
  value: TTextSizeValue | null;
  disabled?: boolean;
  /** a named size chosen, or a number typed (`typed` then says how) */
  onChange(size: TTextSizeValue, typed?: TypedSize): void;
};

/** The typed text as a size in canvas units, when the document's rule allows it. */
export function parseTextSize(text: string): number | null {
  const trimmed = text.trim();
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return null;
  const parsed = zTextSizeUnits.safeParse(Number(trimmed));
  return parsed.success ? parsed.data : null;
}

/**
 * The text's size: the named sizes XS–L as buttons, and beside them the size in canvas units as a
 * number. A valid number applies at once as it is typed (the whole visit of the field is one undo
 * step); an invalid one is shown as such and the text keeps its last valid size. A button shows as
 * chosen when the size is exactly its size.
 */
export function TextSizeField({ value, disabled = false, onChange }: TextSizeFieldProps) {
  const { t } = useTranslation('editorProperties');
  const id = useId();
  const errorId = `${id}-error`;
  const visits = useRef(0);
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const burst = useRef<string | null>(null);
  const units = value === null ? null : textSizeUnits(value);
  const named = units === null ? null : namedTextSize(units);

  const typed = (text: string, badInput: boolean, final: boolean) => {
    const size = badInput ? null : parseTextSize(text);
    setInvalid(size === null && (badInput || text.trim() !== ''));
    if (size === null) return;
    if (burst.current === null) {
      visits.current += 1;
      burst.current = `${id}-${visits.current}`;
    }
    if (size !== units || final) onChange(textSizeValue(size), { burst: burst.current, final });
  };

  const leave = () => {
    setDraft(null);
    setInvalid(false);
    burst.current = null;
  };

  return (
    <ChoiceButtons
      label={t('text.size')}
      value={named}
      disabled={disabled}
      choices={TEXT_SIZES.map((size) => ({ value: size, label: t(`text.sizes.${size}`), icon: size }))}
      onChange={(size) => onChange(size)}
      after={
        <TextField
          size="small"
          type="number"
          value={draft ?? (units === null ? '' : String(units))}
          disabled={disabled}
          error={invalid}
          onChange={(event) => {
            setDraft(event.target.value);
            typed(event.target.value, event.target.validity.badInput, false);
          }}
          onBlur={leave}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              const input = event.currentTarget.querySelector('input');
              typed(input?.value ?? '', input?.validity.badInput ?? false, true);
            } else if (event.key === 'Escape' && draft !== null) {
              event.stopPropagation();
              leave();
            }
          }}
          slotProps={{
            htmlInput: {
              min: TEXT_SIZE_UNITS_MIN,
              max: TEXT_SIZE_UNITS_MAX,
              step: 1,
              'aria-label': t('text.sizeUnits'),
              'aria-invalid': invalid,
              'aria-describedby': invalid ? errorId : undefined,
              'data-testid': 'text-size-units',
            },
            input: {
              endAdornment: (
                <InputAdornment position="end" sx={{ ml: 0.25, '& p': { fontSize: 12 } }}>
                  {t('units.px')}
                </InputAdornment>
              ),
            },
          }}
          sx={{
            width: 84,
            flexShrink: 0,
            '& .MuiInputBase-root': { pr: 1 },
            '& input': { py: 0.5, pl: 1, fontVariantNumeric: 'tabular-nums' },
            '& input::-webkit-inner-spin-button': { display: 'none' },
            '& input[type=number]': { MozAppearance: 'textfield' },
          }}
        />
      }
      message={
        invalid && (
          <FormHelperText id={errorId} error role="alert" sx={{ mx: 0 }}>
            {t('text.sizeInvalid', { min: TEXT_SIZE_UNITS_MIN, max: TEXT_SIZE_UNITS_MAX })}
          </FormHelperText>
        )
      }
    />
  );
}
