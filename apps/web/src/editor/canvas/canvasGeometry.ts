import { canvasSize, type TAspect } from '@placard/contract';
import type { Zoom } from '../state';

/** Space kept around the canvas inside the viewport, in pixels. */
export const CANVAS_MARGIN = 32;
export const ZOOM_STEPS = [0.1, 0.25, 0.33, 0.5, 0.67, 0.75, 1, 1.25, 1.5, 2, 3, 4] as const;

/** The scale that fits the whole canvas in a viewport of this size. */
export function fitScale(aspect: TAspect, viewport: { width: number; height: number }): number {
  const canvas = canvasSize(aspect);
  const width = Math.max(1, viewport.width - 2 * CANVAS_MARGIN);
  const height = Math.max(1, viewport.height - 2 * CANVAS_MARGIN);
  return Math.max(0.02, Math.min(width / canvas.width, height / canvas.height));
}

export function scaleOf(zoom: Zoom, aspect: TAspect, viewport: { width: number; height: number }): number {
  return zoom === 'fit' ? fitScale(aspect, viewport) : zoom;
}

/** The next zoom step in or out from the scale shown now. */
export function zoomStep(current: number, direction: 1 | -1): number {
  if (direction > 0)
    return ZOOM_STEPS.find((step) => step > current + 0.001) ?? ZOOM_STEPS[ZOOM_STEPS.length - 1] ?? 4;
  return [...ZOOM_STEPS].reverse().find((step) => step < current - 0.001) ?? ZOOM_STEPS[0];
}

/** A point of the page as canvas units, given the canvas's place on the page and its scale. */
export function toCanvasPoint(
  client: { x: number; y: number },
  canvasRect: { left: number; top: number },
  scale: number,
): { x: number; y: number } {
  return { x: (client.x - canvasRect.left) / scale, y: (client.y - canvasRect.top) / scale };
}
