import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  SLIDE_ANIMATION_MAX_MS,
  SLIDE_ANIMATION_OPTIONS,
  SLIDE_ANIMATIONS,
  type SlideAnimationType,
  type TSlideAnimation,
} from '@placard/contract';
import { DEFAULT_SLIDE_FROM } from '@placard/slides';
import { useEditor } from '../../context/EditorContext';
import { CallFailed } from './CallFailed';
import { NumberField } from './NumberField';
import { FieldRow, PanelSection } from './PanelSection';
import { useServerCall } from './useServerCall';

/** A transition that starts moving gets this long unless it had a length. */
export const DEFAULT_TRANSITION_MS = 1000;

type SlideFrom = (typeof SLIDE_ANIMATION_OPTIONS)[number];

function isSlideAnimationType(value: string): value is SlideAnimationType {
  return (SLIDE_ANIMATIONS as readonly string[]).includes(value);
}

function isSlideFrom(value: string): value is SlideFrom {
  return (SLIDE_ANIMATION_OPTIONS as readonly string[]).includes(value);
}

/**
 * The transition after a change of type: none has no length and no direction; a sliding one comes
 * from a side; a moving one keeps its length, or gets DEFAULT_TRANSITION_MS.
 */
export function withTransitionType(animation: TSlideAnimation, type: SlideAnimationType): TSlideAnimation {
  if (type === 'none') return { type, option: null, durationInMillis: 0 };
  return {
    type,
    option: type === 'slide' ? (animation.option ?? DEFAULT_SLIDE_FROM) : null,
    durationInMillis: animation.durationInMillis > 0 ? animation.durationInMillis : DEFAULT_TRANSITION_MS,
  };
}

/** How the slide comes in: type, direction for a slide, length; for this slide or all of them. */
export function TransitionSection({ animation }: { animation: TSlideAnimation }) {
  const { t } = useTranslation('editorProperties');
  const { updateSlideProps, setAnimationForAll, readOnly } = useEditor();
  const call = useServerCall();
  const change = (slideAnimation: TSlideAnimation) => updateSlideProps({ slideAnimation });

  return (
    <PanelSection title={t('transition.title')}>
      <FieldRow>
        <TextField
          select
          size="small"
          label={t('transition.type')}
          value={animation.type}
          disabled={readOnly}
          onChange={(event) => {
            const type = event.target.value;
            if (isSlideAnimationType(type) && type !== animation.type)
              change(withTransitionType(animation, type));
          }}
        >
          {SLIDE_ANIMATIONS.map((type) => (
            <MenuItem key={type} value={type} dense>
              {t(`transition.types.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        {animation.type === 'slide' ? (
          <TextField
            select
            size="small"
            label={t('transition.from')}
            value={animation.option ?? DEFAULT_SLIDE_FROM}
            disabled={readOnly}
            onChange={(event) => {
              const option = event.target.value;
              if (isSlideFrom(option)) change({ ...animation, option });
            }}
          >
            {SLIDE_ANIMATION_OPTIONS.map((option) => (
              <MenuItem key={option} value={option} dense>
                {t(`transition.directions.${option}`)}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <Box />
        )}
      </FieldRow>
      {animation.type !== 'none' && (
        <NumberField
          label={t('transition.duration')}
          value={animation.durationInMillis}
          min={0}
          max={SLIDE_ANIMATION_MAX_MS}
          step={100}
          unit={t('units.ms')}
          disabled={readOnly}
          onCommit={(durationInMillis) => change({ ...animation, durationInMillis })}
        />
      )}
      <Box>
        <Button
          size="small"
          disabled={readOnly || call.pending}
          onClick={() => call.run(() => setAnimationForAll(animation))}
        >
          {t('transition.applyAll')}
        </Button>
        <CallFailed failed={call.failed} />
      </Box>
    </PanelSection>
  );
}
