import {
  ZElement,
  ZSlideData,
  type TElement,
  type TElementInput,
  type TSlideData,
  type TSlideDataInput,
} from '@placard/contract';

type Placement = Partial<Pick<TElementInput, 'transform' | 'width' | 'height' | 'opacity' | 'animation'>>;

/** An element of the given type and contents, 400 × 200 at (100, 50) unless told otherwise. */
export function element(
  elid: string,
  eltype: TElement['eltype'],
  contents: Record<string, unknown>,
  placement: Placement = {},
) {
  const transform = placement.transform ?? {
    translation: { x: 100, y: 50 },
    rotation: 0,
    scale: { x: 1, y: 1 },
  };
  return ZElement.parse({
    elid,
    eltype,
    contents,
    transform,
    width: placement.width ?? 400,
    height: placement.height ?? 200,
    aabb: { x: 0, y: 0, width: 0, height: 0 },
    opacity: placement.opacity ?? 1,
    animation: placement.animation ?? null,
  });
}

export function shape(elid: string, placement: Placement = {}, contents: Record<string, unknown> = {}) {
  return element(elid, 'shape', { shape: 'rectangle', fill: '#FF0000', ...contents }, placement);
}

export function slide(input: TSlideDataInput = {}): TSlideData {
  return ZSlideData.parse(input);
}
