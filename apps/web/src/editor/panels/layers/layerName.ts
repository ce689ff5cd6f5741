import type { TElement } from '@placard/contract';

/** What an element is called in the layers list: its name, or its type's name when it has none. */
export function layerName(
  element: Pick<TElement, 'name' | 'eltype'>,
  typeName: (type: TElement['eltype']) => string,
): string {
  return element.name.trim() || typeName(element.eltype);
}
