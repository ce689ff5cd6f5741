import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  ANIMATION_BEGIN_MAX_SECONDS,
  ANIMATION_BEGINS,
  ANIMATION_SPEEDS,
  ELEMENT_ANIMATIONS,
  type ElementAnimationType,
  type TElement,
  type TElementAnimation,
} from '@placard/contract';
import { useEditor } from '../../context/EditorContext';
import { ChoiceButtons } from './ChoiceButtons';
import { NumberField } from './NumberField';
import { FieldRow, PanelSection } from './PanelSection';
import { SwitchRow } from './SwitchRow';

const NONE = 'none';
type Begin = (typeof ANIMATION_BEGINS)[number];

function isAnimationType(value: string): value is ElementAnimationType {
  return (ELEMENT_ANIMATIONS as readonly string[]).includes(value);
}

function isBegin(value: string): value is Begin {
  return (ANIMATION_BEGINS as readonly string[]).includes(value);
}

/** A new animation of a type, or the current one changed to that type (its timing kept). */
export function withAnimationType(
  current: TElementAnimation | null,
  type: ElementAnimationType,
): TElementAnimation {
  return current
    ? { ...current, type }
    : { type, speed: 'slow', begin: 'after', beginSeconds: 0, repeat: false };
}

/** How the selected elements move on a screen; a change applies to every one of them. */
export function AnimationSection({ elements }: { elements: readonly TElement[] }) {
  const { t } = useTranslation('editorProperties');
  const { store, readOnly } = useEditor();
  const animation = elements[0]?.animation ?? null;
  const apply = (next: TElementAnimation | null) =>
    store
      .getState()
      .updateElements(elements.map((element) => ({ elid: element.elid, patch: { animation: next } })));

  return (
    <PanelSection title={t('animation.title')}>
      <TextField
        select
        size="small"
        label={t('animation.type')}
        value={animation?.type ?? NONE}
        disabled={readOnly}
        onChange={(event) => {
          const type = event.target.value;
          if (type === NONE) apply(null);
          else if (isAnimationType(type)) apply(withAnimationType(animation, type));
        }}
      >
        <MenuItem value={NONE} dense>
          {t('animation.none')}
        </MenuItem>
        {ELEMENT_ANIMATIONS.map((type) => (
          <MenuItem key={type} value={type} dense>
            {t(`animation.types.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      {animation && (
        <>
          <ChoiceButtons
            label={t('animation.speed')}
            value={animation.speed}
            disabled={readOnly}
            choices={ANIMATION_SPEEDS.map((speed) => ({
              value: speed,
              label: t(`animation.speeds.${speed}`),
            }))}
            onChange={(speed) => apply({ ...animation, speed })}
          />
          <FieldRow template="minmax(0, 3fr) minmax(0, 2fr)">
            <TextField
              select
              size="small"
              label={t('animation.begin')}
              value={animation.begin}
              disabled={readOnly}
              onChange={(event) => {
                const begin = event.target.value;
                if (isBegin(begin)) apply({ ...animation, begin });
              }}
            >
              {ANIMATION_BEGINS.map((begin) => (
                <MenuItem key={begin} value={begin} dense>
                  {t(`animation.begins.${begin}`)}
                </MenuItem>
              ))}
            </TextField>
            <NumberField
              label={t('animation.seconds')}
              value={animation.beginSeconds}
              min={0}
              max={ANIMATION_BEGIN_MAX_SECONDS}
              decimals={1}
              unit={t('units.seconds')}
              disabled={readOnly}
              onCommit={(beginSeconds) => apply({ ...animation, beginSeconds })}
            />
          </FieldRow>
          <Box>
            <SwitchRow
              label={t('animation.repeat')}
              checked={animation.repeat}
              disabled={readOnly}
              onChange={(repeat) => apply({ ...animation, repeat })}
            />
          </Box>
        </>
      )}
    </PanelSection>
  );
}
