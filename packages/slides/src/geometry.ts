import type { CSSProperties } from 'react';
import { canvasSize, type TAspect, type TElement } from '@placard/contract';

/** How many pixels one canvas unit takes when a slide of this aspect is drawn `width` pixels wide. */
export function canvasScale(aspect: TAspect, width: number): number {
  return width / canvasSize(aspect).width;
}

/**
 * Where an element is drawn, in canvas units: its top-left corner at its translation, its own
 * width and height, then rotated and scaled about its centre.
 */
export function elementBoxStyle(
  element: Pick<TElement, 'transform' | 'width' | 'height' | 'opacity'>,
): CSSProperties {
  const { translation, rotation, scale } = element.transform;
  return {
    position: 'absolute',
    left: translation.x,
    top: translation.y,
    width: element.width,
    height: element.height,
    transform: `rotate(${rotation}deg) scale(${scale.x}, ${scale.y})`,
    transformOrigin: '50% 50%',
    opacity: element.opacity,
    boxSizing: 'border-box',
  };
}
