import { NEW_SHAPE_FILL } from '../../state';
import type { ShapeKind } from '@placard/contract';
import { polygonPoints } from '@placard/slides';

/** Icons are drawn in a box of this many units, inset by the stroke. */
const BOX = 32;
const INSET = 2;

/** A small drawing of a shape, as the slide draws it (decorative: its button names it). */
export function ShapeIcon({ shape, size = 28 }: { shape: ShapeKind; size?: number }) {
  const inner = BOX - INSET * 2;
  const points = polygonPoints(shape, inner, inner);
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${BOX} ${BOX}`}
      aria-hidden
      focusable="false"
      data-shape={shape}
    >
      <g transform={`translate(${INSET} ${INSET})`} fill={NEW_SHAPE_FILL}>
        {points !== null ? (
          <polygon points={points} />
        ) : shape === 'circle' ? (
          <ellipse cx={inner / 2} cy={inner / 2} rx={inner / 2} ry={inner / 2} />
        ) : (
          <rect width={inner} height={inner} />
        )}
      </g>
    </svg>
  );
}
