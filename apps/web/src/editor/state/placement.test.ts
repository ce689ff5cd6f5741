import { describe, expect, it } from 'vitest';
import type { TElement } from '@placard/contract';
import { newShapeElement, newTextElement } from './element-factories';
import { cascadedPlacement, cascadeStep, CASCADE_TRIES } from './placement';
import { shapeAt } from './test-fixtures';

const canvas = { width: 1920, height: 1080 };
const aspect = { type: '16:9' } as const;
const at = (element: TElement) => element.transform.translation;

/** Adds `count` texts one after the other, each placed among those before it. */
function addTexts(count: number, start: TElement[] = []): TElement[] {
  const elements = [...start];
  for (let index = 0; index < count; index += 1) {
    elements.push(cascadedPlacement(newTextElement(aspect), elements, canvas));
  }
  return elements;
}

describe('where a new element goes', () => {
  it('goes where it was made for (the centre) on a slide with nothing there', () => {
    const text = newTextElement(aspect);
    expect(cascadedPlacement(text, [], canvas)).toBe(text);
    expect(cascadedPlacement(text, [shapeAt('corner', 0, 0)], canvas)).toBe(text);
  });

  it('steps 5 % of the canvas right and down from each spot taken', () => {
    expect(cascadeStep(canvas)).toEqual({ x: 96, y: 54 });
    const [first, second, third] = addTexts(3).map(at);
    expect(second).toEqual({ x: (first?.x ?? 0) + 96, y: (first?.y ?? 0) + 54 });
    expect(third).toEqual({ x: (first?.x ?? 0) + 192, y: (first?.y ?? 0) + 108 });
  });

  it('takes a spot whose element was moved away, and counts a centred element of another size as there', () => {
    const [first, second] = addTexts(2);
    if (!first || !second) throw new Error('no texts');
    const moved = { ...first, transform: { ...first.transform, translation: { x: 0, y: 0 } } };
    expect(at(cascadedPlacement(newTextElement(aspect), [moved, second], canvas))).toEqual(at(first));
    const square = newShapeElement(aspect);
    expect(at(cascadedPlacement(square, [first], canvas))).toEqual({
      x: at(square).x + 96,
      y: at(square).y + 54,
    });
  });

  it('wraps to the canvas’s left and top edges and never leaves the canvas', () => {
    const elements = addTexts(40);
    const spots = new Set(elements.map((element) => `${at(element).x},${at(element).y}`));
    expect(spots.size).toBe(40);
    for (const element of elements) {
      expect(at(element).x).toBeGreaterThanOrEqual(0);
      expect(at(element).y).toBeGreaterThanOrEqual(0);
      expect(at(element).x + element.width).toBeLessThanOrEqual(canvas.width);
      expect(at(element).y + element.height).toBeLessThanOrEqual(canvas.height);
    }
    // a text 600 × 83 starts at (660, 499); the 8th would pass the right edge (660 + 7 × 96 + 600 >
    // 1920) and starts again from the left, the 11th would pass the bottom (499 + 10 × 54 + 83 > 1080)
    expect(at(elements[0] as TElement)).toEqual({ x: 660, y: 499 });
    expect(at(elements[7] as TElement)).toEqual({ x: 660 + 7 * 96 - 1321, y: 499 + 7 * 54 });
    expect(at(elements[10] as TElement)).toEqual({ x: 660 + 10 * 96 - 1321, y: 499 + 10 * 54 - 998 });
    expect(elements[10]?.aabb).toMatchObject(at(elements[10] as TElement));
  });

  it('stays where it was made for when it fills the canvas or no spot is free', () => {
    const huge = shapeAt('huge', -10, -10, { width: 2000, height: 1200 });
    expect(cascadedPlacement(huge, [huge], canvas)).toBe(huge);
    const full = Array.from({ length: 20 }, (_, row) =>
      Array.from({ length: 20 }, (_, column) => shapeAt(`s${row}-${column}`, column * 96, row * 54)),
    ).flat();
    const text = newTextElement(aspect);
    const crowded = [...full, ...addTexts(CASCADE_TRIES)];
    expect(cascadedPlacement(text, crowded, canvas)).toBe(text);
  });
});
