import { DEFAULT_FONT, ELEMENT_ID_PATTERN, ZElement, computeAabb } from '@placard/contract';
import { describe, expect, it } from 'vitest';
import {
  newImageElement,
  newShapeElement,
  newTextElement,
  newVideoElement,
  newWebElement,
} from './element-factories';
import { newElementId } from './element-id';

const landscape = { type: '16:9' } as const;
const portrait = { type: '9:16' } as const;

describe('new elements', () => {
  it('makes url-safe ids that do not repeat and avoid taken ones', () => {
    const ids = new Set(Array.from({ length: 2000 }, () => newElementId()));
    expect(ids.size).toBe(2000);
    expect([...ids].every((elid) => ELEMENT_ID_PATTERN.test(elid))).toBe(true);
  });

  it('makes a text "Text" in the default font, size M, centred on the canvas', () => {
    const text = newTextElement(landscape);
    expect(ZElement.safeParse(text).success).toBe(true);
    expect(text.contents.delta[0]).toEqual({ insert: 'Text', attributes: { font: DEFAULT_FONT, size: 'M' } });
    expect(Math.abs(text.transform.translation.x + text.width / 2 - 960)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(text.transform.translation.y + text.height / 2 - 540)).toBeLessThanOrEqual(0.5);
    expect(text.aabb).toEqual(computeAabb(text));
  });

  it('makes a 400×400 blue shape in the middle', () => {
    const shape = newShapeElement(portrait, 'star5');
    expect(ZElement.safeParse(shape).success).toBe(true);
    expect(shape).toMatchObject({ width: 400, height: 400, transform: { translation: { x: 340, y: 760 } } });
    expect(shape.contents).toMatchObject({ shape: 'star5', fill: '#2E96F4' });
  });

  it('fits images and videos in 60 % of the canvas keeping their shape', () => {
    const wide = newImageElement(landscape, {
      mediaId: 4,
      url: '/api/files/4.jpg',
      width: 4000,
      height: 1000,
    });
    expect(wide).toMatchObject({ width: 1152, height: 288 });
    const tall = newVideoElement(landscape, {
      mediaId: 5,
      url: '/api/files/5.mp4',
      width: 1080,
      height: 1920,
      posterUrl: '/api/files/5.jpg',
    });
    expect(tall.height).toBe(648);
    expect(tall.width).toBe(365);
    expect(tall.contents).toMatchObject({ posterUrl: '/api/files/5.jpg', muted: true, loop: true });
    const small = newImageElement(landscape, {
      mediaId: 6,
      url: '/api/files/6.png',
      width: 200,
      height: 100,
    });
    expect(small).toMatchObject({ width: 200, height: 100, transform: { translation: { x: 860, y: 490 } } });
    expect(ZElement.safeParse(wide).success && ZElement.safeParse(tall).success).toBe(true);
  });

  it('makes a 960×540 web page', () => {
    const web = newWebElement(landscape, 'https://example.com');
    expect(web).toMatchObject({ width: 960, height: 540, transform: { translation: { x: 480, y: 270 } } });
    expect(ZElement.safeParse(web).success).toBe(true);
  });
});
