import { shapePoints, type ShapeKind } from '@placard/contract';

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The SVG `points` of a polygon shape drawn `width` × `height`; null for rectangles and circles. */
export function polygonPoints(shape: ShapeKind, width: number, height: number): string | null {
  const points = shapePoints(shape);
  if (!points) return null;
  return points.map(([x, y]) => `${round(x * width)},${round(y * height)}`).join(' ');
}

/** A rectangle's corner radius, no more than half its shorter side. */
export function rectangleRadius(cornerRadius: number, width: number, height: number): number {
  return Math.max(0, Math.min(cornerRadius, width / 2, height / 2));
}
