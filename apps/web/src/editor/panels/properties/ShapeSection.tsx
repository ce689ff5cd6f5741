import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SHAPES, type ShapeKind, type TElementOf } from '@placard/contract';
import { useEditor } from '../../context/EditorContext';
import { ColorField } from './ColorField';
import { NumberField } from './NumberField';
import { FieldRow, PanelSection } from './PanelSection';
import { ShapeIcon } from './ShapeIcon';

/** The thickest outline a shape takes (the document's rule). */
export const STROKE_WIDTH_MAX = 200;
/** A stroke given a colour without a width shows at this width. */
export const DEFAULT_STROKE_WIDTH = 4;
const RADIUS_MAX = 100_000;

function isShape(value: string): value is ShapeKind {
  return (SHAPES as readonly string[]).includes(value);
}

type ShapeContents = TElementOf<'shape'>['contents'];

/** A shape's kind, fill, outline and (for a rectangle) rounded corners. */
export function ShapeSection({ element }: { element: TElementOf<'shape'> }) {
  const { t } = useTranslation('editorProperties');
  const { store, readOnly } = useEditor();
  const { contents } = element;
  const set = (patch: Partial<ShapeContents>) =>
    store.getState().updateElements([{ elid: element.elid, patch: { contents: patch } }]);

  return (
    <PanelSection title={t('shape.title')}>
      <TextField
        select
        size="small"
        label={t('shape.kind')}
        value={contents.shape}
        disabled={readOnly}
        onChange={(event) => {
          const shape = event.target.value;
          if (isShape(shape)) set({ shape });
        }}
      >
        {SHAPES.map((shape) => (
          <MenuItem key={shape} value={shape} dense>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Box component="span" sx={{ display: 'flex', color: 'primary.main' }}>
                <ShapeIcon shape={shape} />
              </Box>
              {t(`shape.kinds.${shape}`)}
            </Box>
          </MenuItem>
        ))}
      </TextField>
      <ColorField
        label={t('shape.fill')}
        value={contents.fill}
        disabled={readOnly}
        testId="shape-fill"
        onChange={(fill) => set({ fill })}
      />
      <ColorField
        label={t('shape.stroke')}
        value={contents.stroke}
        disabled={readOnly}
        testId="shape-stroke"
        onChange={(stroke) =>
          set(contents.strokeWidth > 0 ? { stroke } : { stroke, strokeWidth: DEFAULT_STROKE_WIDTH })
        }
        onClear={() => set({ stroke: null })}
      />
      <FieldRow>
        <NumberField
          label={t('shape.strokeWidth')}
          value={contents.strokeWidth}
          min={0}
          max={STROKE_WIDTH_MAX}
          unit={t('units.px')}
          disabled={readOnly || contents.stroke === null}
          onCommit={(strokeWidth) => set({ strokeWidth })}
        />
        {contents.shape === 'rectangle' && (
          <NumberField
            label={t('shape.cornerRadius')}
            value={contents.cornerRadius}
            min={0}
            max={RADIUS_MAX}
            unit={t('units.px')}
            disabled={readOnly}
            onCommit={(cornerRadius) => set({ cornerRadius })}
          />
        )}
      </FieldRow>
    </PanelSection>
  );
}
