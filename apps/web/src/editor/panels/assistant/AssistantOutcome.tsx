import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAspect, TAssistantSlide } from '@placard/contract';
import { SlideView } from '@placard/slides';

const PREVIEW_WIDTH = 112;

/** What became of the assistant's last answer. */
export type Outcome =
  /** put on the slide as one step (undoable while it is the last one) */
  | { kind: 'applied'; action: 'write' | 'rewrite' | 'design' }
  /** slides drafted, not yet in the playlist */
  | { kind: 'drafted'; slides: TAssistantSlide[] }
  /** drafted slides added to the playlist */
  | { kind: 'added'; slideIds: number[] }
  | { kind: 'undone' };

/** Buttons under a notice's text (the panel is too narrow to put them beside it). */
export function NoticeActions({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}>
      {children}
    </Stack>
  );
}

/** The drafted slides, small, with their titles. */
function DraftedSlides({ slides, aspect }: { slides: readonly TAssistantSlide[]; aspect: TAspect }) {
  return (
    <Stack spacing={1} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="assistant-draft">
      {slides.map((slide, index) => (
        <Box component="li" key={index} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Box
            sx={{
              flexShrink: 0,
              border: 1,
              borderColor: 'divider',
              borderRadius: 0.5,
              overflow: 'hidden',
              lineHeight: 0,
            }}
          >
            <SlideView slide={slide.data} aspect={aspect} width={PREVIEW_WIDTH} mode="thumbnail" />
          </Box>
          <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {index + 1}. {slide.title}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}

/**
 * The answer's place in the editor: on the slide with Undo (while it is the last change) and Keep;
 * drafted slides to add or discard; added slides to remove again.
 */
export function AssistantOutcome({
  outcome,
  aspect,
  undoable,
  busy,
  onUndo,
  onDismiss,
  onAddSlides,
  onRemoveSlides,
}: {
  outcome: Outcome;
  aspect: TAspect;
  /** the answer is still the editor's last change */
  undoable: boolean;
  busy: boolean;
  onUndo: () => void;
  onDismiss: () => void;
  onAddSlides: (slides: TAssistantSlide[]) => void;
  onRemoveSlides: (slideIds: number[]) => void;
}) {
  const { t } = useTranslation('assistant');
  if (outcome.kind === 'undone') {
    return (
      <Alert severity="info" onClose={onDismiss} data-testid="assistant-outcome">
        {t('undone')}
      </Alert>
    );
  }
  if (outcome.kind === 'applied') {
    return (
      <Alert severity="success" data-testid="assistant-outcome">
        <span>{t(`applied.${outcome.action}`)}</span>
        <NoticeActions>
          {undoable && (
            <Button
              color="inherit"
              size="small"
              variant="outlined"
              onClick={onUndo}
              data-testid="assistant-undo"
            >
              {t('undo')}
            </Button>
          )}
          <Button color="inherit" size="small" onClick={onDismiss}>
            {t('keep')}
          </Button>
        </NoticeActions>
      </Alert>
    );
  }
  if (outcome.kind === 'added') {
    return (
      <Alert severity="success" data-testid="assistant-outcome">
        <span>{t('draft.added', { count: outcome.slideIds.length })}</span>
        <NoticeActions>
          <Button
            color="inherit"
            size="small"
            variant="outlined"
            disabled={busy}
            onClick={() => onRemoveSlides(outcome.slideIds)}
            data-testid="assistant-remove-slides"
          >
            {t('draft.remove')}
          </Button>
          <Button color="inherit" size="small" onClick={onDismiss}>
            {t('keep')}
          </Button>
        </NoticeActions>
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="assistant-outcome">
      <Typography variant="subtitle2">{t('draft.ready', { count: outcome.slides.length })}</Typography>
      <DraftedSlides slides={outcome.slides} aspect={aspect} />
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          size="small"
          disabled={busy}
          onClick={() => onAddSlides(outcome.slides)}
          data-testid="assistant-add-slides"
        >
          {t('draft.add', { count: outcome.slides.length })}
        </Button>
        <Button size="small" onClick={onDismiss} disabled={busy}>
          {t('draft.discard')}
        </Button>
      </Stack>
    </Box>
  );
}
