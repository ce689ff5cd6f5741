import { describe, expect, it } from 'vitest';
import { canvasSize, thumbnailSize } from './canvas.js';
import { ZSlideData, slideMediaIds } from './document.js';
import { computeAabb } from './elements.js';
import { shapePoints } from './shapes.js';
import { deltaLines, isBlankText, textSizeUnits, textSizeValue, useFont, ZTextDelta } from './text.js';

describe('the canvas', () => {
  it('has a long side of 1920 units in every aspect ratio (spec section 9)', () => {
    expect(canvasSize({ type: '16:9' })).toEqual({ width: 1920, height: 1080 });
    expect(canvasSize({ type: '4:3' })).toEqual({ width: 1920, height: 1440 });
    expect(canvasSize({ type: '9:16' })).toEqual({ width: 1080, height: 1920 });
    expect(canvasSize({ type: '10:16' })).toEqual({ width: 1200, height: 1920 });
    expect(canvasSize({ type: 'custom', width: 1, height: 1 })).toEqual({ width: 1920, height: 1920 });
  });

  it('makes thumbnails 256 on the longer side', () => {
    expect(thumbnailSize({ type: '16:9' })).toEqual({ width: 256, height: 144 });
    expect(thumbnailSize({ type: '3:4' })).toEqual({ width: 192, height: 256 });
  });
});

describe('elements', () => {
  it('boxes a rotated element by what is drawn', () => {
    const box = computeAabb({
      transform: { translation: { x: 100, y: 100 }, rotation: 90, scale: { x: 1, y: 1 } },
      width: 200,
      height: 100,
    });
    expect(box.x).toBeCloseTo(150);
    expect(box.y).toBeCloseTo(50);
    expect(box.width).toBeCloseTo(100);
    expect(box.height).toBeCloseTo(200);
  });

  it('outlines every polygon and star inside the unit box, touching its sides', () => {
    for (const shape of ['triangle', 'pentagon', 'decagon', 'star3', 'star5', 'star7'] as const) {
      const points = shapePoints(shape) ?? [];
      const xs = points.map(([x]) => x);
      const ys = points.map(([, y]) => y);
      expect([Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]).toEqual([0, 1, 0, 1]);
    }
    expect(shapePoints('star5')).toHaveLength(10);
    expect(shapePoints('rectangle')).toBeNull();
  });

  it('refuses a file address that is neither Placard’s nor secure', () => {
    const image = (url: string) =>
      ZSlideData.safeParse({
        elements: [
          {
            elid: 'a',
            eltype: 'image',
            transform: { translation: { x: 0, y: 0 }, rotation: 0, scale: { x: 1, y: 1 } },
            width: 10,
            height: 10,
            aabb: { x: 0, y: 0, width: 10, height: 10 },
            contents: { mediaId: 4, url },
          },
        ],
      }).success;
    expect(image('/api/files/abc.png')).toBe(true);
    expect(image('https://example.com/a.png')).toBe(true);
    expect(image('javascript:alert(1)')).toBe(false);
    expect(image('http://example.com/a.png')).toBe(false);
  });

  it('lists the media a slide uses, background included, once each', () => {
    const slide = ZSlideData.parse({
      background: { type: 'image', mediaId: 7, url: '/api/files/x.jpg' },
      elements: [],
    });
    expect(slideMediaIds(slide)).toEqual([7]);
  });
});

describe('text', () => {
  it('splits a delta into lines carrying their line formats', () => {
    const lines = deltaLines([
      { insert: 'Hello ', attributes: { bold: true } },
      { insert: 'world' },
      { insert: '\n', attributes: { align: 'center' } },
      { insert: 'Second' },
    ]);
    expect(lines).toHaveLength(2);
    expect(lines[0]?.format).toEqual({ align: 'center' });
    expect(lines[0]?.runs.map((run) => run.text)).toEqual(['Hello ', 'world']);
    expect(lines[1]?.runs[0]?.text).toBe('Second');
    expect(isBlankText([{ insert: '  \n' }])).toBe(true);
  });

  it('sizes text by name or by a whole number of canvas units from 8 to 1000', () => {
    const sized = (size: unknown) => ZTextDelta.safeParse([{ insert: 'a', attributes: { size } }]).success;
    expect([sized('L'), sized(8), sized(96), sized(1000)]).toEqual([true, true, true, true]);
    expect([sized(7), sized(1001), sized(12.5), sized('96'), sized('XL')]).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect([textSizeUnits('XS'), textSizeUnits('L'), textSizeUnits(96)]).toEqual([32, 120, 96]);
    // a number that is a named size is written by its name
    expect([textSizeValue(120), textSizeValue(72), textSizeValue(96)]).toEqual(['L', 'M', 96]);
  });

  it('keeps the last five fonts used, most recent first, without duplicates (spec section 4)', () => {
    let list: string[] = [];
    for (const font of ['a', 'b', 'c', 'd', 'e', 'f']) list = useFont(list, font);
    expect(list).toEqual(['f', 'e', 'd', 'c', 'b']);
    expect(useFont(list, 'd')).toEqual(['d', 'f', 'e', 'c', 'b']);
  });
});
