import { describe, expect, it } from 'vitest';
import { emptySlideData, type TElement } from '@placard/contract';
import { patchElements, type ElementUpdate } from '../../state';
import { shapeAt } from '../../state/test-fixtures';
import { geometryOf, geometryUpdates, normalizedRotation } from './elementGeometry';

/** The elements with the updates applied, as the store applies them. */
function applied(elements: TElement[], updates: ElementUpdate[]): TElement[] {
  return patchElements({ ...emptySlideData(), elements }, updates).elements;
}

describe('element geometry', () => {
  it('shows one element by its corner, drawn size and rotation', () => {
    const element = { ...shapeAt('a', 10, 20, { width: 100, height: 50, rotation: 30 }) };
    element.transform = { ...element.transform, scale: { x: 2, y: 1 } };
    expect(geometryOf([element])).toEqual({ x: 10, y: 20, width: 200, height: 50, rotation: 30 });
  });

  it('changes one element: position, size (through its scale) and rotation within a turn', () => {
    const element = shapeAt('a', 10, 20, { width: 100, height: 50 });
    const [moved] = applied([element], geometryUpdates([element], 'x', 300));
    expect(moved?.transform.translation).toEqual({ x: 300, y: 20 });
    expect(moved?.aabb.x).toBe(300);
    const [wider] = applied([element], geometryUpdates([element], 'width', 250));
    expect(wider?.width).toBe(250);
    const [turned] = applied([element], geometryUpdates([element], 'rotation', 370));
    expect(turned?.transform.rotation).toBe(10);
    expect(normalizedRotation(-450)).toBe(-90);
    expect(normalizedRotation(-360)).toBe(0);
  });

  it('shows a group by the box around the elements as drawn, without rotation', () => {
    const elements = [shapeAt('a', 0, 0), shapeAt('b', 200, 100, { width: 50, height: 300 })];
    expect(geometryOf(elements)).toEqual({ x: 0, y: 0, width: 250, height: 400, rotation: null });
    expect(geometryUpdates(elements, 'rotation', 45)).toEqual([]);
  });

  it('moves a group as a block, leaving locked elements where they are', () => {
    const elements = [shapeAt('a', 0, 0), shapeAt('b', 200, 100), shapeAt('c', 50, 50, { locked: true })];
    const [a, b, c] = applied(elements, geometryUpdates(elements, 'y', 40));
    expect(a?.transform.translation).toEqual({ x: 0, y: 40 });
    expect(b?.transform.translation).toEqual({ x: 200, y: 140 });
    expect(c?.transform.translation).toEqual({ x: 50, y: 50 });
  });

  it('resizes a group: elements keep their places within the box', () => {
    const elements = [shapeAt('a', 0, 0, { width: 100 }), shapeAt('b', 300, 0, { width: 100 })];
    const result = applied(elements, geometryUpdates(elements, 'width', 800));
    expect(geometryOf(result)).toMatchObject({ x: 0, width: 800 });
    expect(result.map((element) => [element.transform.translation.x, element.width])).toEqual([
      [0, 200],
      [600, 200],
    ]);
  });
});
