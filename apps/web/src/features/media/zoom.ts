/** The zoom levels of the image preview, from a tenth to eight times the real size. */
export const ZOOM_STEPS: readonly number[] = [0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4, 6, 8];
export const MIN_ZOOM = 0.1;
export const MAX_ZOOM = 8;

/** The next level up (1) or down (-1) from any scale, so zooming from "fit" lands on a round level. */
export function stepZoom(scale: number, direction: 1 | -1): number {
  if (direction === 1) return ZOOM_STEPS.find((step) => step > scale + 1e-6) ?? MAX_ZOOM;
  return [...ZOOM_STEPS].reverse().find((step) => step < scale - 1e-6) ?? MIN_ZOOM;
}

/** The scale at which an image fits its box whole (never above its real size). */
export function fitScale(
  box: { width: number; height: number },
  image: { width: number; height: number },
): number {
  if (image.width <= 0 || image.height <= 0 || box.width <= 0 || box.height <= 0) return 1;
  return Math.min(1, box.width / image.width, box.height / image.height);
}
