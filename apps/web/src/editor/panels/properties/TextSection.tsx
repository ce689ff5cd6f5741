import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DEFAULT_FONT, LINE_SPACINGS, type TElementOf } from '@placard/contract';
import { FontPicker } from '../../fonts/FontPicker';
import { useEditor } from '../../context/EditorContext';
import type { TextFormats } from '../../context/textBridge';
import { ChoiceButtons } from './ChoiceButtons';
import { TEXT_STYLE_ICONS, TextAlignChoice, VerticalAlignChoice } from './TextAlignChoices';
import { ColorField } from './ColorField';
import { NumberField } from './NumberField';
import { FieldLabel, PanelSection } from './PanelSection';
import { TextSizeField } from './TextSizeField';
import { useTextFormatting } from './useTextFormatting';

/** The most padding inside a text box, in canvas units (the document's rule). */
const PADDING_MAX = 1000;

const STYLES = ['bold', 'italic', 'underline', 'strike'] as const;
type Style = (typeof STYLES)[number];

/** Turns one of bold, italic, underline and strike on or off. */
function styleChange(style: Style, on: boolean): TextFormats {
  const change: TextFormats = {};
  change[style] = on;
  return change;
}

/**
 * A text element's look: font, size, spacing, colours, styles and alignment of its words (of the
 * words selected while it is edited inline), and its box's vertical alignment, background and padding.
 */
export function TextSection({ element }: { element: TElementOf<'text'> }) {
  const { t } = useTranslation('editorProperties');
  const { store, readOnly } = useEditor();
  const { formats, apply, inline } = useTextFormatting(element);
  const { contents } = element;
  const setContents = (patch: Partial<TElementOf<'text'>['contents']>) =>
    store.getState().updateElements([{ elid: element.elid, patch: { contents: patch } }]);

  return (
    <PanelSection title={t('text.title')}>
      <Typography variant="caption" color="text.secondary" sx={{ mt: -0.75 }}>
        {inline ? t('text.appliesToSelection') : t('text.appliesToAll')}
      </Typography>
      <Box>
        <FieldLabel>{t('text.font')}</FieldLabel>
        <Box sx={{ mt: 0.75, '& > button': { width: '100%', justifyContent: 'space-between' } }}>
          <FontPicker
            value={formats.font ?? DEFAULT_FONT}
            disabled={readOnly}
            onChange={(font) => apply({ font })}
          />
        </Box>
      </Box>
      <TextSizeField
        value={formats.size ?? null}
        disabled={readOnly}
        onChange={(size, typed) => apply({ size }, typed)}
      />
      <ChoiceButtons
        label={t('text.lineSpacing')}
        value={formats.lineheight ?? null}
        disabled={readOnly}
        choices={LINE_SPACINGS.map((spacing) => ({
          value: spacing,
          label: t('text.spacing', { value: spacing }),
          icon: spacing,
        }))}
        onChange={(lineheight) => apply({ lineheight })}
      />
      <Box>
        <FieldLabel>{t('text.style')}</FieldLabel>
        <Box sx={{ display: 'flex', gap: 1, mt: 0.75 }}>
          <ToggleButtonGroup
            size="small"
            aria-label={t('text.style')}
            disabled={readOnly}
            value={STYLES.filter((style) => formats[style] === true)}
            onChange={(_event, next: Style[]) => {
              const toggled = STYLES.find((style) => next.includes(style) !== (formats[style] === true));
              if (toggled) apply(styleChange(toggled, next.includes(toggled)));
            }}
          >
            {STYLES.map((style) => (
              <ToggleButton
                key={style}
                value={style}
                aria-label={t(`text.styles.${style}`)}
                title={t(`text.styles.${style}`)}
                sx={{ p: 0.5 }}
              >
                {TEXT_STYLE_ICONS[style]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
      </Box>
      <TextAlignChoice
        value={formats.align ?? null}
        disabled={readOnly}
        onChange={(align) => apply({ align })}
      />
      <ColorField
        label={t('text.color')}
        value={formats.color ?? null}
        disabled={readOnly}
        testId="text-color"
        onChange={(color) => apply({ color })}
      />
      <ColorField
        label={t('text.highlight')}
        value={formats.background ?? null}
        disabled={readOnly}
        testId="text-highlight"
        onChange={(background) => apply({ background })}
        onClear={() => apply({ background: undefined })}
      />
      <VerticalAlignChoice
        value={contents.verticalAlign}
        disabled={readOnly}
        onChange={(verticalAlign) => setContents({ verticalAlign })}
      />
      <ColorField
        label={t('text.boxBackground')}
        value={contents.background}
        disabled={readOnly}
        testId="text-box-background"
        onChange={(background) => setContents({ background })}
        onClear={() => setContents({ background: null })}
      />
      <NumberField
        label={t('text.padding')}
        value={contents.padding}
        min={0}
        max={PADDING_MAX}
        unit={t('units.px')}
        disabled={readOnly}
        onCommit={(padding) => setContents({ padding })}
      />
    </PanelSection>
  );
}
