/** Spec section 3: rectangle, circle, triangle, rhombus, pentagon to decagon, stars with 3 to 7 points. */
export const SHAPES = [
  'rectangle',
  'circle',
  'triangle',
  'rhombus',
  'pentagon',
  'hexagon',
  'heptagon',
  'octagon',
  'nonagon',
  'decagon',
  'star3',
  'star4',
  'star5',
  'star6',
  'star7',
] as const;
export type ShapeKind = (typeof SHAPES)[number];

const POLYGON_SIDES: Partial<Record<ShapeKind, number>> = {
  triangle: 3,
  pentagon: 5,
  hexagon: 6,
  heptagon: 7,
  octagon: 8,
  nonagon: 9,
  decagon: 10,
};

const STAR_POINTS: Partial<Record<ShapeKind, number>> = { star3: 3, star4: 4, star5: 5, star6: 6, star7: 7 };

/** How deep a star's inner corners sit, as a share of its outer radius. */
const STAR_INNER_RATIO: Record<number, number> = { 3: 0.3, 4: 0.4, 5: 0.45, 6: 0.5, 7: 0.5 };

type Point = [number, number];

function regular(count: number, radius: (index: number) => number): Point[] {
  return Array.from({ length: count }, (_, index) => {
    const angle = -Math.PI / 2 + (index * 2 * Math.PI) / count;
    const r = radius(index);
    return [0.5 + r * Math.cos(angle), 0.5 + r * Math.sin(angle)];
  });
}

/** Stretches points so they touch every side of the unit box (a pentagon fills its box). */
function fit(points: Point[]): Point[] {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  return points.map(([x, y]) => [(x - minX) / (maxX - minX), (y - minY) / (maxY - minY)]);
}

/**
 * The outline of a shape in a unit box (0..1 on both axes), or null for shapes drawn otherwise
 * (rectangle and circle). Scaled to an element's width and height it fills the element.
 */
export function shapePoints(shape: ShapeKind): Point[] | null {
  if (shape === 'rhombus') {
    return [
      [0.5, 0],
      [1, 0.5],
      [0.5, 1],
      [0, 0.5],
    ];
  }
  const sides = POLYGON_SIDES[shape];
  if (sides) return fit(regular(sides, () => 0.5));
  const points = STAR_POINTS[shape];
  if (points) {
    const inner = 0.5 * (STAR_INNER_RATIO[points] ?? 0.5);
    return fit(regular(points * 2, (index) => (index % 2 === 0 ? 0.5 : inner)));
  }
  return null;
}
