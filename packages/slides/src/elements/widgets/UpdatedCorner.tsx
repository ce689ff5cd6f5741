import type { CSSProperties } from 'react';
import type { Locale } from '@placard/contract';
import { formatMoment } from './widgetFormat';

const CORNER: CSSProperties = {
  position: 'absolute',
  right: '0.8em',
  bottom: '0.6em',
  zIndex: 3,
  padding: '0.15em 0.6em',
  borderRadius: '1em',
  background: 'rgba(0, 0, 0, 0.35)',
  color: 'rgba(255, 255, 255, 0.85)',
  fontSize: '0.55em',
  fontWeight: 500,
  whiteSpace: 'nowrap',
};

type UpdatedCornerProps = { updatedAt: string; locale: Locale; label: string };

/** A discreet "updated 14:05" in a corner of a widget whose data is old. */
export function UpdatedCorner({ updatedAt, locale, label }: UpdatedCornerProps) {
  return (
    <div data-testid="widget-updated" style={CORNER}>
      {label.replace('{time}', formatMoment(updatedAt, locale))}
    </div>
  );
}
