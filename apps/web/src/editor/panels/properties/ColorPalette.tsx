import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import BookmarkAdd from '@mui/icons-material/BookmarkAdd';
import { PALETTE_SAVED_MAX } from '@placard/contract';
import { paletteApi, usePalette, usePaletteMutation } from '../../../api/palette';
import { errorMessage } from '../../../components/form/formMessage';

const CHECKERBOARD = 'repeating-conic-gradient(#cfcfcf 0% 25%, #ffffff 0% 50%) 50% / 10px 10px';
const SWATCH = 28;

type SwatchProps = {
  color: string;
  selected: boolean;
  onPick: (color: string) => void;
  /** given for a saved colour: the small delete button on hover or focus */
  onDelete?: () => void;
};

function Swatch({ color, selected, onPick, onDelete }: SwatchProps) {
  const { t } = useTranslation('editorProperties');
  const transparent = color.length === 9 ? `linear-gradient(${color}, ${color}), ${CHECKERBOARD}` : color;
  return (
    <Box
      role="listitem"
      sx={{
        position: 'relative',
        width: SWATCH,
        height: SWATCH,
        '&:hover .palette-delete, &:focus-within .palette-delete': { opacity: 1 },
      }}
    >
      <Tooltip title={color}>
        <ButtonBase
          aria-label={t('palette.use', { color })}
          aria-pressed={selected}
          data-testid={`palette-color-${color}`}
          onClick={() => onPick(color)}
          sx={{
            width: SWATCH,
            height: SWATCH,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            background: transparent,
            outline: selected ? 2 : 0,
            outlineColor: 'primary.main',
            outlineOffset: 1,
            '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
          }}
        />
      </Tooltip>
      {onDelete && (
        <IconButton
          className="palette-delete"
          size="small"
          aria-label={t('palette.delete', { color })}
          data-testid={`palette-delete-${color}`}
          onClick={onDelete}
          sx={{
            position: 'absolute',
            top: -7,
            right: -7,
            p: 0.125,
            opacity: 0,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            boxShadow: 1,
            '&:hover': { bgcolor: 'background.paper', color: 'error.main' },
            '&.Mui-focusVisible': { opacity: 1 },
          }}
        >
          <Close sx={{ fontSize: 12 }} />
        </IconButton>
      )}
    </Box>
  );
}

/**
 * The organization's palette (in the popover of a colour field): the default colours, which cannot be
 * deleted, and the colours saved by the organization, each with a delete button; the current colour
 * can be saved to it.
 */
export function ColorPalette({ value, onPick }: { value: string | null; onPick: (color: string) => void }) {
  const { t } = useTranslation('editorProperties');
  const palette = usePalette();
  const add = usePaletteMutation(paletteApi.add);
  const remove = usePaletteMutation(paletteApi.remove);

  if (palette.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
        <CircularProgress size={24} aria-label={t('palette.loading')} />
      </Box>
    );
  }
  if (palette.isError) {
    return <Alert severity="error">{errorMessage(palette.error, t('palette.loadFailed'))}</Alert>;
  }
  const { defaults, saved } = palette.data;
  const current = value?.toUpperCase() ?? null;
  const known = current !== null && (defaults.includes(current) || saved.includes(current));
  const failure = add.error ?? remove.error;
  const grid = { display: 'grid', gridTemplateColumns: `repeat(6, ${SWATCH}px)`, gap: 1, pt: 0.75 };

  return (
    <Box sx={{ width: 6 * SWATCH + 5 * 8, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="caption" color="text.secondary" id="palette-defaults">
        {t('palette.defaults')}
      </Typography>
      <Box role="list" aria-labelledby="palette-defaults" data-testid="palette-defaults" sx={grid}>
        {defaults.map((color) => (
          <Swatch key={color} color={color} selected={color === current} onPick={onPick} />
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" id="palette-saved">
        {t('palette.saved', { used: saved.length, max: PALETTE_SAVED_MAX })}
      </Typography>
      {saved.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('palette.empty')}
        </Typography>
      ) : (
        <Box role="list" aria-labelledby="palette-saved" data-testid="palette-saved" sx={grid}>
          {saved.map((color) => (
            <Swatch
              key={color}
              color={color}
              selected={color === current}
              onPick={onPick}
              onDelete={() => {
                add.reset();
                remove.mutate(color);
              }}
            />
          ))}
        </Box>
      )}
      {failure && (
        <Alert severity="error" sx={{ py: 0 }}>
          {errorMessage(failure, t('palette.changeFailed'))}
        </Alert>
      )}
      <Button
        size="small"
        startIcon={<BookmarkAdd />}
        disabled={current === null || known || add.isPending}
        onClick={() => {
          remove.reset();
          if (current) add.mutate(current);
        }}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('palette.save')}
      </Button>
    </Box>
  );
}
