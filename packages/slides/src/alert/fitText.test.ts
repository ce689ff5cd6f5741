import { describe, expect, it } from 'vitest';
import { fitText } from './fitText';

/** A box of this size whose content is as tall as `heightAt(fontSize)` for the font size set on it. */
function boxOf(width: number, height: number, heightAt: (fontSize: number) => number) {
  const box = document.createElement('div');
  const content = document.createElement('div');
  box.append(content);
  box.getBoundingClientRect = () => ({ width, height }) as DOMRect;
  const fontSize = () => parseFloat(box.style.fontSize);
  Object.defineProperties(content, {
    clientHeight: { get: () => height },
    clientWidth: { get: () => width },
    scrollHeight: { get: () => heightAt(fontSize()) },
    scrollWidth: { get: () => width },
  });
  return { box, content, fontSize };
}

describe('fitText', () => {
  it('sizes the text to the smaller side of the box: landscape by its height, portrait by its width', () => {
    const landscape = boxOf(1920, 1080, () => 0);
    fitText(landscape.box, landscape.content);
    expect(landscape.fontSize()).toBeCloseTo(1080 / 12);
    const portrait = boxOf(1080, 1920, () => 0);
    fitText(portrait.box, portrait.content);
    expect(portrait.fontSize()).toBeCloseTo(1080 / 18);
  });

  it('never goes above a largest size given, but still shrinks below it to fit', () => {
    const roomy = boxOf(1920, 1080, () => 0);
    fitText(roomy.box, roomy.content, 72);
    expect(roomy.fontSize()).toBe(72);
    const tight = boxOf(1920, 1080, (size) => size * 20);
    fitText(tight.box, tight.content, 72);
    expect(tight.fontSize()).toBeLessThanOrEqual(1080 / 20);
    expect(tight.fontSize()).toBeGreaterThan(1080 / 20 - 1);
  });

  it('takes the largest size at which the text fits', () => {
    // 20 lines of text: fits up to 54 px
    const long = boxOf(1920, 1080, (size) => size * 20);
    fitText(long.box, long.content);
    expect(long.fontSize() * 20).toBeLessThanOrEqual(1081);
    expect(long.fontSize()).toBeGreaterThan(53.5);
  });

  it('leaves a box with no size alone (not laid out yet), and never goes below a floor', () => {
    const hidden = boxOf(0, 0, () => 100);
    fitText(hidden.box, hidden.content);
    expect(hidden.box.style.fontSize).toBe('');
    const endless = boxOf(320, 180, () => 10_000);
    fitText(endless.box, endless.content);
    expect(endless.fontSize()).toBe(6);
  });
});
