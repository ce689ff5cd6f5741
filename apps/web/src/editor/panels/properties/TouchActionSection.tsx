import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import type { TAction, TActions, TPlaylist } from '@placard/contract';
import { useEditor } from '../../context/EditorContext';
import { NumberField } from './NumberField';
import { FieldLabel, FieldRow, PanelSection } from './PanelSection';
import { SlideChoice } from './SlideChoice';
import { TouchNotLicensed, useTouchLicensed } from './TouchNotLicensed';

export const ACTION_KINDS = ['none', 'jump', 'popup'] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

/** A new popup covers the middle of the slide. */
export const NEW_POPUP = { position: { x: 0.1, y: 0.1 }, size: { width: 0.8, height: 0.8 } } as const;
/** A popup is at least this share of the canvas wide and high (the document's rule). */
export const POPUP_MIN_SHARE = 0.05;

function isActionKind(value: string): value is ActionKind {
  return (ACTION_KINDS as readonly string[]).includes(value);
}

export function actionKind(action: TAction | undefined): ActionKind {
  if (!action) return 'none';
  return action.type === 'OATJumpTo' ? 'jump' : 'popup';
}

/** The action of another kind, keeping the target slide (and a popup's box) it had. */
export function actionOfKind(
  kind: Exclude<ActionKind, 'none'>,
  current: TAction | undefined,
  targetSlideId: number,
): TAction {
  const target = current?.targetSlideId ?? targetSlideId;
  if (kind === 'jump') return { type: 'OATJumpTo', targetSlideId: target };
  if (current?.type === 'OATPopup') return current;
  return {
    type: 'OATPopup',
    targetSlideId: target,
    position: { ...NEW_POPUP.position },
    size: { ...NEW_POPUP.size },
  };
}

/** The slide's actions with one element's action set, or taken away. */
export function withAction(actions: TActions, elid: string, action: TAction | null): TActions {
  const kept = Object.entries(actions).filter(([key]) => key !== elid);
  return Object.fromEntries(action ? [...kept, [elid, action]] : kept);
}

const percent = (share: number) => share * 100;
const share = (percentValue: number) => Math.round(percentValue * 10) / 1000;

type TouchActionSectionProps = {
  playlist: TPlaylist;
  slideId: number;
  elid: string;
  actions: TActions;
};

/**
 * What tapping the element does on a touch screen: nothing, go to a slide, or show one in a popup.
 * Without interaction in the licence, none is offered; an action the element has is shown to be removed.
 */
export function TouchActionSection({ playlist, slideId, elid, actions }: TouchActionSectionProps) {
  const { t } = useTranslation('editorProperties');
  const { updateSlideProps, readOnly: editorReadOnly } = useEditor();
  const licensed = useTouchLicensed();
  const readOnly = editorReadOnly || !licensed;
  const action = actions[elid];
  const kind = actionKind(action);
  const others = playlist.slides.filter((slide) => slide.id !== slideId);
  const firstOther = others[0];
  const lonely = !firstOther;
  const set = (next: TAction | null) => updateSlideProps({ actions: withAction(actions, elid, next) });

  if (!licensed && !action) {
    return (
      <PanelSection title={t('action.title')}>
        <TouchNotLicensed kept={false} />
      </PanelSection>
    );
  }
  return (
    <PanelSection title={t('action.title')}>
      <TextField
        select
        size="small"
        label={t('action.type')}
        value={kind}
        disabled={readOnly}
        onChange={(event) => {
          const next = event.target.value;
          if (!isActionKind(next) || next === kind) return;
          if (next === 'none') set(null);
          else if (firstOther) set(actionOfKind(next, action, firstOther.id));
        }}
      >
        {ACTION_KINDS.map((value) => (
          <MenuItem key={value} value={value} dense disabled={value !== 'none' && lonely}>
            {t(`action.kinds.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      {lonely && licensed && <FormHelperText sx={{ mt: -0.5 }}>{t('action.needsOtherSlide')}</FormHelperText>}
      {action && (
        <SlideChoice
          label={t('action.target')}
          slides={playlist.slides}
          aspect={playlist.aspect}
          currentSlideId={slideId}
          value={action.targetSlideId}
          disabled={readOnly}
          onChange={(targetSlideId) => set({ ...action, targetSlideId })}
        />
      )}
      {action?.type === 'OATPopup' && (
        <>
          <FieldLabel>{t('action.popupBox')}</FieldLabel>
          <FieldRow>
            <NumberField
              label={t('action.x')}
              value={percent(action.position.x)}
              min={0}
              max={100}
              decimals={1}
              unit={t('units.percent')}
              disabled={readOnly}
              onCommit={(value) => set({ ...action, position: { ...action.position, x: share(value) } })}
            />
            <NumberField
              label={t('action.y')}
              value={percent(action.position.y)}
              min={0}
              max={100}
              decimals={1}
              unit={t('units.percent')}
              disabled={readOnly}
              onCommit={(value) => set({ ...action, position: { ...action.position, y: share(value) } })}
            />
            <NumberField
              label={t('action.width')}
              value={percent(action.size.width)}
              min={percent(POPUP_MIN_SHARE)}
              max={100}
              decimals={1}
              unit={t('units.percent')}
              disabled={readOnly}
              onCommit={(value) => set({ ...action, size: { ...action.size, width: share(value) } })}
            />
            <NumberField
              label={t('action.height')}
              value={percent(action.size.height)}
              min={percent(POPUP_MIN_SHARE)}
              max={100}
              decimals={1}
              unit={t('units.percent')}
              disabled={readOnly}
              onCommit={(value) => set({ ...action, size: { ...action.size, height: share(value) } })}
            />
          </FieldRow>
        </>
      )}
      {!licensed && (
        <>
          <TouchNotLicensed kept />
          <Button
            size="small"
            color="inherit"
            startIcon={<DeleteOutlined />}
            disabled={editorReadOnly}
            onClick={() => set(null)}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('action.remove')}
          </Button>
        </>
      )}
    </PanelSection>
  );
}
