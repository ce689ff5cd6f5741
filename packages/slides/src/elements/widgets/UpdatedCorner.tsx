import type { CSSProperties } from 'react';
import type { Locale } from '@placard/contract';
import { UI_FONT_FAMILY } from '../../uiFont';
import { formatMoment } from './widgetFormat';

/** The corner's text: a share of the element's smaller side, within bounds (canvas units). */
const SIZE_SHARE = 1 / 28;
const SIZE_MIN = 12;
const SIZE_MAX = 26;

const CORNER: CSSProperties = {
  position: 'absolute',
  right: '0.6em',
  bottom: '0.5em',
  zIndex: 3,
  padding: '0.15em 0.65em',
  borderRadius: '1em',
  background: 'rgba(15, 23, 42, 0.55)',
  color: 'rgba(255, 255, 255, 0.9)',
  fontFamily: UI_FONT_FAMILY,
  fontWeight: 500,
  fontStyle: 'normal',
  lineHeight: 1.4,
  whiteSpace: 'nowrap',
};

type UpdatedCornerProps = {
  updatedAt: string;
  locale: Locale;
  /** the words, `{time}` standing for when the data was read */
  label: string;
  /** the element's size in canvas units */
  width: number;
  height: number;
};

/** A discreet "Updated 14:05" in a corner of a widget whose data is old. */
export function UpdatedCorner({ updatedAt, locale, label, width, height }: UpdatedCornerProps) {
  const fontSize = Math.min(SIZE_MAX, Math.max(SIZE_MIN, Math.min(width, height) * SIZE_SHARE));
  return (
    <div data-testid="widget-updated" style={{ ...CORNER, fontSize }}>
      {label.replace('{time}', formatMoment(updatedAt, locale))}
    </div>
  );
}
