import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { AspectType, TAspect } from '@placard/contract';
import { visuallyHidden } from '../../components/visuallyHidden';
import { AspectShape } from './AspectShape';
import { isAspectType, LANDSCAPE_ASPECTS, PORTRAIT_ASPECTS } from './createPlaylistForm';

interface AspectChoiceProps {
  value: AspectType;
  onChange: (value: AspectType) => void;
  /** the custom ratio as typed, for its outline */
  custom: TAspect;
  labelId: string;
}

function AspectOption({
  type,
  aspect,
  label,
  checked,
}: {
  type: AspectType;
  aspect: TAspect;
  label: string;
  checked: boolean;
}) {
  return (
    <FormControlLabel
      value={type}
      control={
        <Radio
          size="small"
          sx={visuallyHidden}
          slotProps={{ input: { 'data-testid': `aspect-${type}` } as object }}
        />
      }
      label={
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.75 }}>
          <AspectShape aspect={aspect} />
          <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
            {label}
          </Typography>
        </Box>
      }
      sx={(theme) => ({
        m: 0,
        py: 1.25,
        px: 1,
        justifyContent: 'center',
        borderRadius: 2,
        border: 1,
        borderColor: checked ? 'primary.main' : 'divider',
        bgcolor: checked ? alpha(theme.palette.primary.main, 0.08) : 'transparent',
        color: checked ? 'primary.main' : 'text.secondary',
        boxShadow: checked ? `0 0 0 1px ${theme.palette.primary.main}` : 'none',
        transition: theme.transitions.create(['border-color', 'background-color', 'box-shadow']),
        '&:hover': { borderColor: 'primary.main' },
        '&:has(:focus-visible)': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
        '& .MuiFormControlLabel-label': { color: 'inherit' },
      })}
    />
  );
}

/**
 * The aspect ratio of a new playlist: landscape and portrait ratios, and a custom one, each shown as
 * a small rectangle of its proportions.
 */
export function AspectChoice({ value, onChange, custom, labelId }: AspectChoiceProps) {
  const { t } = useTranslation('playlists');
  const row = (types: readonly AspectType[]) => (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}>
      {types.map((type) => (
        <AspectOption
          key={type}
          type={type}
          aspect={type === 'custom' ? custom : { type }}
          label={type === 'custom' ? t('aspect.custom') : type}
          checked={value === type}
        />
      ))}
    </Box>
  );
  const caption = (text: string) => (
    <Typography
      variant="caption"
      color="text.secondary"
      component="p"
      sx={{ fontWeight: 600, mt: 1, mb: 0.5 }}
    >
      {text}
    </Typography>
  );
  return (
    <RadioGroup
      aria-labelledby={labelId}
      value={value}
      onChange={(event) => {
        if (isAspectType(event.target.value)) onChange(event.target.value);
      }}
      data-testid="aspect-choice"
    >
      {caption(t('aspect.landscape'))}
      {row(LANDSCAPE_ASPECTS)}
      {caption(t('aspect.portrait'))}
      {row(PORTRAIT_ASPECTS)}
      {caption(t('aspect.other'))}
      {row(['custom'])}
    </RadioGroup>
  );
}
