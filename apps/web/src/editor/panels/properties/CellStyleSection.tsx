import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DEFAULT_FONT, type TTextFormat } from '@placard/contract';
import { cellStyle, DEFAULT_TEXT_COLOR } from '@placard/slides';
import { FontPicker } from '../../fonts/FontPicker';
import { useEditor } from '../../context/EditorContext';
import type { UpdateOptions, WidgetElementOf } from '../../state';
import {
  TEXT_STYLE_ICONS,
  TextAlignChoice,
  VerticalAlignChoice,
  type TextStyleName,
} from './TextAlignChoices';
import { ColorField } from './ColorField';
import { FieldLabel, PanelSection } from './PanelSection';
import { TextSizeField } from './TextSizeField';

const STYLES = ['bold', 'italic', 'underline'] as const satisfies readonly TextStyleName[];
type Style = (typeof STYLES)[number];

/**
 * How a cell widget's text looks, kept in its contents as the renderer's cellStyle reads it: font,
 * size, styles and colour of the text, its alignment in the box, and the box's background.
 */
export function CellStyleSection({ element }: { element: WidgetElementOf<'cell'> }) {
  const { t } = useTranslation('editorProperties');
  const { store, readOnly } = useEditor();
  const style = cellStyle(element.contents);
  const { format } = style;
  const set = (patch: Record<string, unknown>, options: UpdateOptions = {}) =>
    store.getState().updateElements([{ elid: element.elid, patch: { contents: patch } }], options);
  const setFormat = (change: TTextFormat, options: UpdateOptions = {}) =>
    set({ format: { ...format, ...change } }, options);

  return (
    <PanelSection title={t('cell.textTitle')}>
      <Box>
        <FieldLabel>{t('text.font')}</FieldLabel>
        <Box sx={{ mt: 0.75, '& > button': { width: '100%', justifyContent: 'space-between' } }}>
          <FontPicker
            value={format.font ?? DEFAULT_FONT}
            disabled={readOnly}
            onChange={(font) => setFormat({ font })}
          />
        </Box>
      </Box>
      <TextSizeField
        value={format.size ?? null}
        disabled={readOnly}
        onChange={(size, typed) => setFormat({ size }, typed ? { burst: typed.burst } : {})}
      />
      <Box>
        <FieldLabel>{t('text.style')}</FieldLabel>
        <ToggleButtonGroup
          size="small"
          aria-label={t('text.style')}
          disabled={readOnly}
          value={STYLES.filter((name) => format[name] === true)}
          onChange={(_event, next: Style[]) => {
            const toggled = STYLES.find((name) => next.includes(name) !== (format[name] === true));
            if (toggled) setFormat({ [toggled]: next.includes(toggled) });
          }}
          sx={{ mt: 0.75 }}
        >
          {STYLES.map((name) => (
            <ToggleButton
              key={name}
              value={name}
              aria-label={t(`text.styles.${name}`)}
              title={t(`text.styles.${name}`)}
              sx={{ p: 0.5 }}
            >
              {TEXT_STYLE_ICONS[name]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <ColorField
        label={t('text.color')}
        value={format.color ?? DEFAULT_TEXT_COLOR}
        disabled={readOnly}
        testId="cell-color"
        onChange={(color) => setFormat({ color })}
      />
      <TextAlignChoice value={style.align} disabled={readOnly} onChange={(align) => set({ align })} />
      <VerticalAlignChoice
        value={style.verticalAlign}
        disabled={readOnly}
        onChange={(verticalAlign) => set({ verticalAlign })}
      />
      <ColorField
        label={t('text.boxBackground')}
        value={style.background}
        disabled={readOnly}
        testId="cell-background"
        onChange={(background) => set({ background })}
        onClear={() => set({ background: null })}
      />
    </PanelSection>
  );
}
