import { describe, expect, it } from 'vitest';
import { fitScale, MAX_ZOOM, MIN_ZOOM, stepZoom } from './zoom';

describe('image preview zoom', () => {
  it('steps to the next round level up or down', () => {
    expect(stepZoom(1, 1)).toBe(1.5);
    expect(stepZoom(1, -1)).toBe(0.75);
    expect(stepZoom(0.42, 1)).toBe(0.5);
    expect(stepZoom(0.42, -1)).toBe(0.25);
  });

  it('stays within its limits', () => {
    expect(stepZoom(MAX_ZOOM, 1)).toBe(MAX_ZOOM);
    expect(stepZoom(MIN_ZOOM, -1)).toBe(MIN_ZOOM);
  });

  it('fits an image whole in its box, never enlarging it', () => {
    expect(fitScale({ width: 800, height: 600 }, { width: 1600, height: 900 })).toBe(0.5);
    expect(fitScale({ width: 800, height: 600 }, { width: 400, height: 1200 })).toBe(0.5);
    expect(fitScale({ width: 800, height: 600 }, { width: 200, height: 100 })).toBe(1);
    expect(fitScale({ width: 0, height: 0 }, { width: 200, height: 100 })).toBe(1);
  });
});
