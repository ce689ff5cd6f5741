import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import RestartAlt from '@mui/icons-material/RestartAlt';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  THEME_COLORS,
  ZThemeColorsRequest,
  type TTheme,
  type TThemeColorsRequest,
  type ThemeColor,
} from '@placard/contract';
import { useResetThemeMutation, useThemeColorsMutation } from '../../api/theme';
import { errorMessage, useFormMessage } from '../../components/form/formMessage';
import { SectionCard } from '../../components/SectionCard';
import { ThemePreview } from './ThemePreview';
import {
  changedColors,
  defaultThemeColors,
  isHexColor,
  normalizeHex,
  previewTheme,
  savedColors,
  type ThemeColorValues,
} from './themeRules';

type ColorsControl = Control<TThemeColorsRequest, unknown, z.output<typeof ZThemeColorsRequest>>;

interface ColorFieldProps {
  control: ColorsControl;
  property: ThemeColor;
  defaultColor: string;
  /** the saved value (null: default) */
  saved: string | null;
  readOnly: boolean;
  resetting: boolean;
  onReset: () => void;
}

/** One colour: a native colour picker beside its #RRGGBB text, and a reset to Placard's default. */
function ColorField({
  control,
  property,
  defaultColor,
  saved,
  readOnly,
  resetting,
  onReset,
}: ColorFieldProps) {
  const { t } = useTranslation('theme');
  const translate = useFormMessage();
  const { field, fieldState } = useController({ control, name: property });
  const shown = field.value ?? defaultColor;
  const swatch = isHexColor(shown) ? shown.toLowerCase() : defaultColor.toLowerCase();
  const label = t(`colors.${property}.label`);
  const name = t(`colors.${property}.name`);
  const isDefault = field.value === null;

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '48px 1fr', sm: '48px 1fr auto' },
        alignItems: 'start',
        columnGap: 1.5,
        rowGap: 0.5,
      }}
      data-testid={`theme-color-row-${property}`}
    >
      <Box
        component="input"
        type="color"
        value={swatch}
        disabled={readOnly}
        onChange={(event) => field.onChange(event.target.value.toUpperCase())}
        aria-label={t('colors.pick', { color: name })}
        data-testid={`theme-color-${property}-picker`}
        sx={{
          width: 48,
          height: 40,
          p: 0.25,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1.5,
          bgcolor: 'background.paper',
          cursor: readOnly ? 'default' : 'pointer',
          '&::-webkit-color-swatch-wrapper': { p: 0 },
          '&::-webkit-color-swatch': { border: 'none', borderRadius: 1 },
        }}
      />
      <TextField
        size="small"
        label={label}
        name={field.name}
        value={shown}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={(event) => {
          field.onChange(normalizeHex(event.target.value));
          field.onBlur();
        }}
        inputRef={field.ref}
        disabled={readOnly}
        error={Boolean(fieldState.error)}
        helperText={translate(fieldState.error?.message) ?? t(`colors.${property}.help`)}
        slotProps={{
          htmlInput: {
            'data-testid': `theme-color-${property}`,
            maxLength: 7,
            spellCheck: false,
            autoCapitalize: 'characters',
          },
          input: {
            endAdornment: isDefault ? (
              <Chip size="small" label={t('colors.default')} sx={{ ml: 1, height: 20, fontSize: 11 }} />
            ) : undefined,
          },
        }}
      />
      {!readOnly && (
        <Button
          variant="text"
          size="small"
          startIcon={<RestartAlt />}
          onClick={onReset}
          loading={resetting}
          disabled={isDefault && saved === null}
          aria-label={t('colors.resetFor', { color: name })}
          data-testid={`theme-reset-${property}`}
          sx={{
            gridColumn: { xs: '2', sm: 'auto' },
            justifySelf: 'start',
            mt: { sm: 0.5 },
            whiteSpace: 'nowrap',
          }}
        >
          {t('reset')}
        </Button>
      )}
    </Box>
  );
}

/** The form's values as four colours (a colour the form has not reported yet keeps the saved one). */
function currentColors(saved: ThemeColorValues, values: TThemeColorsRequest): ThemeColorValues {
  const result = { ...saved };
  for (const key of THEME_COLORS) {
    const value = values[key];
    if (value !== undefined) result[key] = value;
  }
  return result;
}

interface ThemeColorsCardProps {
  organizationId: number;
  organizationName: string;
  theme: TTheme;
  readOnly: boolean;
  onSaved: (message: string) => void;
}

/** The four theme colours with a live preview (POST updateThemeColors; resetTheme per colour). */
export function ThemeColorsCard({
  organizationId,
  organizationName,
  theme,
  readOnly,
  onSaved,
}: ThemeColorsCardProps) {
  const { t } = useTranslation('theme');
  const save = useThemeColorsMutation(organizationId);
  const reset = useResetThemeMutation(organizationId);
  const defaults = useMemo(() => defaultThemeColors(), []);
  const saved = savedColors(theme);
  const form = useForm({ resolver: zodResolver(ZThemeColorsRequest), defaultValues: saved });
  const { control, handleSubmit, getValues, resetField } = form;
  const draft = currentColors(saved, useWatch({ control }));
  const preview = previewTheme(theme, draft);
  const changes = changedColors(saved, draft);
  const dirty = Object.keys(changes).length > 0;

  const onSubmit = handleSubmit(() =>
    save.mutateAsync(changedColors(saved, currentColors(saved, getValues()))).then(
      (updated) => {
        form.reset(savedColors(updated));
        onSaved(t('colors.saved'));
      },
      () => undefined,
    ),
  );

  const resetColor = (property: ThemeColor) => {
    if (saved[property] === null) {
      resetField(property, { defaultValue: null });
      return;
    }
    reset.mutate([property], {
      onSuccess: (updated) => {
        resetField(property, { defaultValue: updated[property] });
        onSaved(t('colors.resetDone', { color: t(`colors.${property}.name`) }));
      },
    });
  };

  return (
    <SectionCard title={t('colors.title')} description={t('colors.description')} testId="theme-colors">
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('colors.title')}>
            <Stack spacing={2.5}>
              {THEME_COLORS.map((property) => (
                <ColorField
                  key={property}
                  control={control}
                  property={property}
                  defaultColor={defaults[property]}
                  saved={saved[property]}
                  readOnly={readOnly}
                  resetting={reset.isPending && reset.variables?.[0] === property}
                  onReset={() => resetColor(property)}
                />
              ))}
              {(save.isError || reset.isError) && (
                <Alert severity="error" data-testid="theme-colors-error">
                  {errorMessage(save.error ?? reset.error, t('errors.saveFailed'))}
                </Alert>
              )}
              {!readOnly && (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                  <Button
                    type="submit"
                    loading={save.isPending}
                    disabled={!dirty}
                    data-testid="theme-save-colors"
                  >
                    {t('colors.save')}
                  </Button>
                  {dirty && (
                    <Button
                      variant="text"
                      onClick={() => form.reset(saved)}
                      data-testid="theme-discard-colors"
                    >
                      {t('colors.discard')}
                    </Button>
                  )}
                </Box>
              )}
            </Stack>
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {t('preview.title')}
          </Typography>
          <ThemePreview theme={preview} organizationName={organizationName} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {dirty ? t('preview.unsaved') : t('preview.saved')}
          </Typography>
        </Grid>
      </Grid>
    </SectionCard>
  );
}
