import type { ShapeKind } from '@placard/contract';
import { polygonPoints } from '@placard/slides';

const SIZE = 18;

/** A small outline of a shape, drawn as the slide draws it. */
export function ShapeIcon({ shape }: { shape: ShapeKind }) {
  const points = polygonPoints(shape, SIZE - 2, SIZE - 2);
  const common = { fill: 'currentColor', fillOpacity: 0.25, stroke: 'currentColor', strokeWidth: 1.25 };
  return (
    <svg width={SIZE} height={SIZE} viewBox={`-1 -1 ${SIZE} ${SIZE}`} aria-hidden focusable="false">
      {shape === 'circle' ? (
        <ellipse
          cx={(SIZE - 2) / 2}
          cy={(SIZE - 2) / 2}
          rx={(SIZE - 2) / 2}
          ry={(SIZE - 2) / 2}
          {...common}
        />
      ) : points ? (
        <polygon points={points} {...common} />
      ) : (
        <rect width={SIZE - 2} height={SIZE - 2} rx={2} {...common} />
      )}
    </svg>
  );
}
