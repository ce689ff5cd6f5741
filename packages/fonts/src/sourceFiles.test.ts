import { describe, expect, it } from 'vitest';
import { nearestWeight, shippedStyles, shippedWeights, sourceFileFor } from './sourceFiles.js';

const files = (id: string, names: string[]) => names.map((name) => `${id}-${name}`);

describe('font source files', () => {
  it('takes the nearest weight when the wanted one is missing, the heavier on a tie', () => {
    expect(nearestWeight([300, 400, 700], 400)).toBe(400);
    expect(nearestWeight([300, 500], 400)).toBe(500);
    expect(nearestWeight([100, 300], 700)).toBe(300);
    expect(nearestWeight([500, 600, 800], 700)).toBe(800);
    expect(nearestWeight([], 400)).toBeUndefined();
  });

  it('reads the latin weights of a style from the file names, ignoring other subsets and formats', () => {
    const names = files('demo', [
      'latin-300-normal.woff2',
      'latin-600-normal.woff2',
      'latin-ext-400-normal.woff2',
      'latin-400-italic.woff2',
      'latin-500-normal.woff',
    ]);
    expect(shippedWeights('demo', names, 'normal', 'woff2')).toEqual([300, 600]);
    expect(shippedWeights('demo', names, 'italic', 'woff2')).toEqual([400]);
    expect(shippedWeights('demo', names, 'normal', 'woff')).toEqual([500]);
  });

  it('serves bold from its own file only when one is nearer to 700 than the regular one', () => {
    const onlyRegular = files('one', ['latin-400-normal.woff2']);
    expect(shippedStyles('one', onlyRegular)).toEqual([{ weight: 400, style: 'normal' }]);

    const lightAndSemiBold = files('two', ['latin-300-normal.woff2', 'latin-600-normal.woff2']);
    expect(shippedStyles('two', lightAndSemiBold)).toEqual([
      { weight: 400, style: 'normal' },
      { weight: 700, style: 'normal' },
    ]);
    expect(sourceFileFor('two', lightAndSemiBold, 400, 'normal')).toBe('two-latin-300-normal.woff2');
    expect(sourceFileFor('two', lightAndSemiBold, 700, 'normal')).toBe('two-latin-600-normal.woff2');
    expect(sourceFileFor('two', lightAndSemiBold, 400, 'italic')).toBeUndefined();

    const full = files('three', [
      'latin-400-normal.woff2',
      'latin-700-normal.woff2',
      'latin-400-italic.woff2',
    ]);
    expect(shippedStyles('three', full)).toEqual([
      { weight: 400, style: 'normal' },
      { weight: 700, style: 'normal' },
      { weight: 400, style: 'italic' },
    ]);
  });
});
