import { describe, expect, it } from 'vitest';
import { withAabb } from '../state';
import { shapeAt, textAt } from '../state/test-fixtures';
import { isOnElement, topmostTextAt } from './hitTest';

describe('what is under a point of the canvas', () => {
  it('finds a point on an element as drawn: rotated and scaled about its centre', () => {
    // 200 × 100 at (100, 100): its centre is (200, 150)
    const flat = shapeAt('flat', 100, 100, { width: 200, height: 100 });
    expect(isOnElement(flat, { x: 110, y: 110 })).toBe(true);
    expect(isOnElement(flat, { x: 200, y: 90 })).toBe(false);
    // turned a quarter: 100 wide and 200 tall about the same centre
    const turned = shapeAt('turned', 100, 100, { width: 200, height: 100, rotation: 90 });
    expect(isOnElement(turned, { x: 110, y: 110 })).toBe(false);
    expect(isOnElement(turned, { x: 200, y: 60 })).toBe(true);
    const halved = withAabb({ ...flat, transform: { ...flat.transform, scale: { x: 0.5, y: 0.5 } } });
    expect(isOnElement(halved, { x: 110, y: 110 })).toBe(false);
    expect(isOnElement(halved, { x: 160, y: 130 })).toBe(true);
  });

  it('gives the text drawn highest at the point, passing over other kinds of element', () => {
    const big = textAt('big', 'Welcome', 0, 0);
    const small = textAt('small', 'Open', 100, 40);
    const box = shapeAt('box', 0, 0, { width: 1000, height: 1000 });
    expect(topmostTextAt([big, small], { x: 150, y: 60 })?.elid).toBe('small');
    expect(topmostTextAt([small, big], { x: 150, y: 60 })?.elid).toBe('big');
    expect(topmostTextAt([big, small], { x: 50, y: 20 })?.elid).toBe('big');
    expect(topmostTextAt([big, small, box], { x: 150, y: 60 })?.elid).toBe('small');
    expect(topmostTextAt([big, small, box], { x: 900, y: 900 })).toBeNull();
  });
});
