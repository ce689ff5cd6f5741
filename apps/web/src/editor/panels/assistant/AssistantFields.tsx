import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  ASSISTANT_BRIEF_MAX_LENGTH,
  DRAFT_SLIDES_MAX,
  DRAFT_SLIDES_MIN,
  LOCALES,
  REWRITE_STYLES,
  type Locale,
  type RewriteStyle,
} from '@placard/contract';

/** Briefs to start from when drafting a playlist. */
export const DRAFT_EXAMPLES = ['hours', 'menu', 'safety'] as const;

export function BriefField({
  action,
  value,
  error,
  disabled,
  onChange,
}: {
  action: 'write' | 'design' | 'draft_playlist';
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (brief: string) => void;
}) {
  const { t } = useTranslation('assistant');
  return (
    <TextField
      label={t('brief.label')}
      placeholder={t(`brief.placeholder.${action}`)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      multiline
      minRows={3}
      maxRows={8}
      fullWidth
      size="small"
      disabled={disabled}
      error={error !== undefined}
      helperText={error ?? `${value.length} / ${ASSISTANT_BRIEF_MAX_LENGTH}`}
      slotProps={{ htmlInput: { maxLength: ASSISTANT_BRIEF_MAX_LENGTH, 'data-testid': 'assistant-brief' } }}
    />
  );
}

/** Example briefs for a playlist: a click puts the example in the brief. */
export function DraftExamples({ onPick, disabled }: { onPick: (brief: string) => void; disabled: boolean }) {
  const { t } = useTranslation('assistant');
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {t('examples.label')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
        {DRAFT_EXAMPLES.map((example) => (
          <Chip
            key={example}
            label={t(`examples.${example}.label`)}
            size="small"
            variant="outlined"
            disabled={disabled}
            onClick={() => onPick(t(`examples.${example}.brief`))}
          />
        ))}
      </Stack>
    </Box>
  );
}

export function LanguageField({
  value,
  label,
  disabled,
  onChange,
}: {
  value: Locale;
  label: string;
  disabled: boolean;
  onChange: (language: Locale) => void;
}) {
  const { t } = useTranslation('common');
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as Locale)}
      size="small"
      fullWidth
      disabled={disabled}
      slotProps={{ htmlInput: { 'data-testid': 'assistant-language' } }}
    >
      {LOCALES.map((locale) => (
        <MenuItem key={locale} value={locale}>
          {t(`language.native.${locale}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function RewriteStyleField({
  value,
  disabled,
  onChange,
}: {
  value: RewriteStyle;
  disabled: boolean;
  onChange: (style: RewriteStyle) => void;
}) {
  const { t } = useTranslation('assistant');
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.75 }} id="assistant-style">
        {t('style.label')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value}
        disabled={disabled}
        onChange={(_, style: RewriteStyle | null) => style && onChange(style)}
        aria-labelledby="assistant-style"
        sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}
      >
        {REWRITE_STYLES.map((style) => (
          <ToggleButton key={style} value={style} sx={{ textTransform: 'none', py: 0.5 }}>
            {t(`style.${style}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

export function SlideCountField({
  value,
  disabled,
  onChange,
}: {
  value: number;
  disabled: boolean;
  onChange: (count: number) => void;
}) {
  const { t } = useTranslation('assistant');
  const counts = Array.from(
    { length: DRAFT_SLIDES_MAX - DRAFT_SLIDES_MIN + 1 },
    (_, index) => DRAFT_SLIDES_MIN + index,
  );
  return (
    <TextField
      select
      label={t('slideCount')}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      size="small"
      fullWidth
      disabled={disabled}
    >
      {counts.map((count) => (
        <MenuItem key={count} value={count}>
          {count}
        </MenuItem>
      ))}
    </TextField>
  );
}
