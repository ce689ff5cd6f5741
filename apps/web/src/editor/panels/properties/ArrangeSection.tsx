import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import type { TElement } from '@placard/contract';
import { useEditor } from '../../context/EditorContext';
import { geometryOf, geometryUpdates, type GeometryField } from './elementGeometry';
import { NumberField } from './NumberField';
import { FieldLabel, FieldRow, PanelSection } from './PanelSection';

/** Coordinates reach past the canvas, as the document allows. */
const COORDINATE_LIMIT = 100_000;

/** The opacity the selection shows: the first element's. */
function opacityOf(elements: readonly TElement[]): number {
  return elements[0]?.opacity ?? 1;
}

/**
 * Where the selection is: position, size, rotation (one element) and opacity. Each typed change is
 * one undo step; dragging the opacity slider is one step from press to release.
 */
export function ArrangeSection({ elements }: { elements: readonly TElement[] }) {
  const { t } = useTranslation('editorProperties');
  const { store, readOnly } = useEditor();
  const sliding = useRef(false);
  const geometry = geometryOf(elements);
  if (!geometry) return null;
  const frozen = readOnly || elements.every((element) => element.locked);

  const change = (field: GeometryField) => (value: number) => {
    store.getState().updateElements(geometryUpdates(elements, field, value));
  };

  const field = (name: GeometryField, unit: string, min: number, max: number) => (
    <NumberField
      label={t(`arrange.${name}`)}
      value={geometry[name]}
      min={min}
      max={max}
      unit={unit}
      decimals={name === 'rotation' ? 1 : 0}
      disabled={frozen}
      onCommit={change(name)}
    />
  );

  const setOpacity = (percent: number) => {
    const opacity = Math.min(1, Math.max(0, percent / 100));
    store.getState().updateElements(elements.map((element) => ({ elid: element.elid, patch: { opacity } })));
  };

  return (
    <PanelSection title={elements.length > 1 ? t('arrange.groupTitle') : t('arrange.title')}>
      <FieldRow>
        {field('x', t('units.px'), -COORDINATE_LIMIT, COORDINATE_LIMIT)}
        {field('y', t('units.px'), -COORDINATE_LIMIT, COORDINATE_LIMIT)}
        {field('width', t('units.px'), 1, COORDINATE_LIMIT)}
        {field('height', t('units.px'), 1, COORDINATE_LIMIT)}
        {geometry.rotation !== null && field('rotation', t('units.degrees'), -360, 360)}
      </FieldRow>
      <Box>
        <FieldLabel>{t('arrange.opacity')}</FieldLabel>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 0.75 }}>
          <Slider
            size="small"
            min={0}
            max={100}
            value={Math.round(opacityOf(elements) * 100)}
            disabled={readOnly}
            aria-label={t('arrange.opacity')}
            getAriaValueText={(value) => t('units.percentValue', { value })}
            onChange={(_event, value) => {
              if (!sliding.current) {
                sliding.current = true;
                store.getState().beginGesture();
              }
              setOpacity(value);
            }}
            onChangeCommitted={() => {
              sliding.current = false;
              store.getState().commitGesture();
            }}
          />
          <Box
            component="span"
            sx={{ minWidth: 40, textAlign: 'right', fontSize: 13, fontVariantNumeric: 'tabular-nums' }}
          >
            {t('units.percentValue', { value: Math.round(opacityOf(elements) * 100) })}
          </Box>
        </Box>
      </Box>
    </PanelSection>
  );
}
