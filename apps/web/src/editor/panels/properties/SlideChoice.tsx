import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TAspect, TSlide } from '@placard/contract';
import { SlideView } from '@placard/slides';

/** Thumbnails in the slide choice are this wide. */
const THUMB_WIDTH = 48;

function SlideThumb({ slide, aspect }: { slide: TSlide; aspect: TAspect }) {
  const frame = {
    width: THUMB_WIDTH,
    flexShrink: 0,
    borderRadius: 0.5,
    overflow: 'hidden',
    border: 1,
    borderColor: 'divider',
  };
  if (slide.thumbnailUrl) {
    return <Box component="img" src={slide.thumbnailUrl} alt="" sx={{ ...frame, display: 'block' }} />;
  }
  return (
    <Box sx={frame} aria-hidden>
      <SlideView slide={slide.data} aspect={aspect} width={THUMB_WIDTH} mode="thumbnail" />
    </Box>
  );
}

type SlideChoiceProps = {
  label: string;
  slides: readonly TSlide[];
  aspect: TAspect;
  /** the slide being edited, which is not offered */
  currentSlideId: number;
  value: number;
  onChange: (slideId: number) => void;
  disabled?: boolean;
};

/** Another slide of the playlist, chosen by its number and thumbnail. */
export function SlideChoice({
  label,
  slides,
  aspect,
  currentSlideId,
  value,
  onChange,
  disabled = false,
}: SlideChoiceProps) {
  const { t } = useTranslation('editorProperties');
  const numbered = slides.map((slide, index) => ({ slide, number: index + 1 }));
  const byId = new Map(numbered.map((entry) => [entry.slide.id, entry]));
  const item = (entry: { slide: TSlide; number: number }) => (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <SlideThumb slide={entry.slide} aspect={aspect} />
      {t('action.slideNumber', { number: entry.number })}
    </Box>
  );
  return (
    <TextField
      select
      size="small"
      label={label}
      value={byId.has(value) ? value : ''}
      disabled={disabled}
      onChange={(event) => {
        const slideId = Number(event.target.value);
        if (byId.has(slideId) && slideId !== value) onChange(slideId);
      }}
      slotProps={{
        select: {
          renderValue: (selected) => {
            const entry = byId.get(Number(selected));
            return entry ? item(entry) : '';
          },
        },
      }}
    >
      {numbered
        .filter((entry) => entry.slide.id !== currentSlideId)
        .map((entry) => (
          <MenuItem key={entry.slide.id} value={entry.slide.id} dense>
            {item(entry)}
          </MenuItem>
        ))}
    </TextField>
  );
}
