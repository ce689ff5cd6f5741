import { describe, expect, it } from 'vitest';
import { canvasScale, elementBoxStyle } from './geometry';
import { shape } from './testing/slideFixtures';

describe('element geometry', () => {
  it('places the box at its translation with its own size, rotated and scaled about its centre', () => {
    const style = elementBoxStyle(
      shape('a', {
        transform: { translation: { x: -20, y: 300 }, rotation: 30, scale: { x: 2, y: 0.5 } },
        width: 640,
        height: 360,
        opacity: 0.4,
      }),
    );
    expect(style).toMatchObject({
      position: 'absolute',
      left: -20,
      top: 300,
      width: 640,
      height: 360,
      transform: 'rotate(30deg) scale(2, 0.5)',
      transformOrigin: '50% 50%',
      opacity: 0.4,
    });
  });

  it('scales the canvas by the drawn width over its width in units', () => {
    expect(canvasScale({ type: '16:9' }, 960)).toBe(0.5);
    expect(canvasScale({ type: '9:16' }, 540)).toBe(0.5);
    expect(canvasScale({ type: 'custom', width: 1, height: 3 }, 64)).toBe(0.1);
  });
});
