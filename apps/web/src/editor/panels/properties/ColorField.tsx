import { useContext, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import FormatColorReset from '@mui/icons-material/FormatColorReset';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import { zColor } from '@placard/contract';
import { useFormMessage } from '../../../components/form/formMessage';
import { EditorContext } from '../../context/EditorContext';
import { ColorPalette } from './ColorPalette';

export type ColorFieldProps = {
  label: string;
  /** #RRGGBB or #RRGGBBAA; null shows "none" */
  value: string | null;
  onChange: (color: string) => void;
  /** given when the colour may be taken away (no stroke, no highlight) */
  onClear?: () => void;
  disabled?: boolean;
  testId?: string;
};

/** A colour as the validated upper-case form the contract keeps, or the contract's message key. */
export function parseColor(text: string): { color: string } | { error: string } {
  const trimmed = text.trim();
  const result = zColor.safeParse(trimmed.startsWith('#') ? trimmed : `#${trimmed}`);
  return result.success
    ? { color: result.data }
    : { error: result.error.issues[0]?.message ?? 'validation.color' };
}

/** The #rrggbb a colour input shows (it knows no transparency). */
function pickerValue(color: string | null): string {
  return (color ?? '#FFFFFF').slice(0, 7).toLowerCase();
}

const CHECKERBOARD = 'repeating-conic-gradient(#cfcfcf 0% 25%, #ffffff 0% 50%) 50% / 10px 10px';

/**
 * A colour: the system colour picker behind a swatch and the hex code beside it (checked with the
 * contract's rule). A pick is committed when the picker closes, so it is one undo step; the swatch
 * follows the pointer meanwhile. The alpha of an #RRGGBBAA colour is kept when picking. In the editor,
 * a button beside opens the organization's palette: its colours, and the current one saved to it.
 */
export function ColorField({ label, value, onChange, onClear, disabled = false, testId }: ColorFieldProps) {
  const { t } = useTranslation('editorProperties');
  const message = useFormMessage();
  const pickerRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [paletteAnchor, setPaletteAnchor] = useState<HTMLElement | null>(null);
  const inEditor = useContext(EditorContext) !== null;
  const alpha = value && value.length === 9 ? value.slice(7) : '';

  const picked = useEffectEvent((hex: string) => {
    setPreview(null);
    const parsed = parseColor(`${hex}${alpha}`);
    if ('color' in parsed && parsed.color !== value) onChange(parsed.color);
  });

  useEffect(() => {
    const input = pickerRef.current;
    if (!input) return;
    const listener = () => picked(input.value);
    input.addEventListener('change', listener);
    return () => input.removeEventListener('change', listener);
  }, []);

  const commitDraft = () => {
    if (draft === null) return;
    if (draft.trim() === '' && onClear) {
      setDraft(null);
      setError(null);
      if (value !== null) onClear();
      return;
    }
    const parsed = parseColor(draft);
    if ('error' in parsed) {
      setError(message(parsed.error) ?? parsed.error);
      return;
    }
    setDraft(null);
    setError(null);
    if (parsed.color !== value) onChange(parsed.color);
  };

  const swatch = preview ?? value;
  const transparent = swatch === null || (swatch.length === 9 && swatch.endsWith('00'));

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <Box
        component="label"
        htmlFor={`${id}-picker`}
        sx={{
          position: 'relative',
          flexShrink: 0,
          width: 34,
          height: 34,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          overflow: 'hidden',
          cursor: disabled ? 'default' : 'pointer',
          opacity: disabled ? 0.5 : 1,
          background: transparent ? CHECKERBOARD : swatch,
          '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
        }}
      >
        <Box
          component="input"
          ref={pickerRef}
          id={`${id}-picker`}
          type="color"
          aria-label={t('color.pick', { label })}
          disabled={disabled}
          value={pickerValue(swatch)}
          data-testid={testId ? `${testId}-picker` : undefined}
          onChange={(event) => setPreview(event.target.value.toUpperCase())}
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            opacity: 0,
            cursor: 'inherit',
            p: 0,
            border: 0,
          }}
        />
      </Box>
      {inEditor && !disabled && (
        <>
          <Tooltip title={t('palette.open', { label })}>
            <IconButton
              aria-label={t('palette.open', { label })}
              aria-haspopup="dialog"
              data-testid={testId ? `${testId}-palette` : undefined}
              onClick={(event) => setPaletteAnchor(event.currentTarget)}
              sx={{ flexShrink: 0, width: 34, height: 34 }}
            >
              <PaletteOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          <Popover
            open={paletteAnchor !== null}
            anchorEl={paletteAnchor}
            onClose={() => setPaletteAnchor(null)}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
            slotProps={{
              paper: { role: 'dialog', 'aria-label': t('palette.title', { label }), sx: { p: 1.5 } },
            }}
          >
            <ColorPalette
              value={value}
              onPick={(color) => {
                setPaletteAnchor(null);
                setDraft(null);
                setError(null);
                if (color !== value) onChange(color);
              }}
            />
          </Popover>
        </>
      )}
      <TextField
        size="small"
        label={label}
        value={draft ?? value ?? ''}
        placeholder={onClear ? t('color.none') : undefined}
        disabled={disabled}
        error={error !== null}
        helperText={error ?? undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(null);
        }}
        onBlur={commitDraft}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commitDraft();
          } else if (event.key === 'Escape' && draft !== null) {
            event.stopPropagation();
            setDraft(null);
            setError(null);
          }
        }}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { maxLength: 9, spellCheck: false, 'data-testid': testId },
          input:
            onClear && value !== null
              ? {
                  endAdornment: (
                    <InputAdornment position="end">
                      <Tooltip title={t('color.clear', { label })}>
                        <span>
                          <IconButton
                            size="small"
                            edge="end"
                            disabled={disabled}
                            aria-label={t('color.clear', { label })}
                            onClick={onClear}
                          >
                            <FormatColorReset fontSize="small" />
                          </IconButton>
                        </span>
                      </Tooltip>
                    </InputAdornment>
                  ),
                }
              : {},
        }}
        sx={{
          flex: 1,
          minWidth: 0,
          '& input': { py: 0.75, fontFamily: 'monospace', textTransform: 'uppercase' },
          '& input::placeholder': { textTransform: 'none' },
        }}
      />
    </Box>
  );
}
