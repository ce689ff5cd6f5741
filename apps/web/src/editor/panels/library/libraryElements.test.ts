import { describe, expect, it } from 'vitest';
import { canvasSize, type TAspect } from '@placard/contract';
import { mediaItem, mediaList } from '../../../features/media/test/mediaFixtures';
import { isMediaReady, mediaElement, pdfPageElement, presetTextElement } from './libraryElements';
import { nextOffset } from './useLibraryMedia';

const PORTRAIT: TAspect = { type: '9:16' };

describe('library elements', () => {
  it('centres new elements on a canvas of any shape', () => {
    const canvas = canvasSize(PORTRAIT);
    const text = presetTextElement(PORTRAIT, 'heading', 'Hello');
    expect(text.transform.translation.x + text.width / 2).toBe(canvas.width / 2);
    expect(Math.abs(text.transform.translation.y + text.height / 2 - canvas.height / 2)).toBeLessThanOrEqual(
      0.5,
    );
    expect(text.aabb).toMatchObject({ width: text.width, height: text.height });
  });

  it('makes nothing of a file not ready, nor of a PDF as a whole', () => {
    const processing = mediaItem({ id: 1, name: 'a.jpg', status: 'processing' });
    const failed = mediaItem({ id: 2, name: 'b.jpg', status: 'failed' });
    const pdf = mediaItem({ id: 3, name: 'c.pdf', kind: 'pdf', pages: ['/api/files/c-1.png'] });
    expect(isMediaReady(processing)).toBe(false);
    expect(mediaElement(PORTRAIT, processing)).toBeNull();
    expect(mediaElement(PORTRAIT, failed)).toBeNull();
    expect(mediaElement(PORTRAIT, pdf)).toBeNull();
    expect(pdfPageElement(PORTRAIT, pdf, 1)).toBeNull();
    expect(pdfPageElement(PORTRAIT, { ...pdf, status: 'processing' }, 0)).toBeNull();
    expect(pdfPageElement(PORTRAIT, pdf, 0)?.contents).toMatchObject({
      url: '/api/files/c-1.png',
      page: 1,
      mediaId: 3,
    });
  });

  it('places media of unknown size in the canvas', () => {
    const image = mediaElement(PORTRAIT, mediaItem({ id: 4, name: 'd.svg', width: null, height: null }));
    const canvas = canvasSize(PORTRAIT);
    expect(image?.width).toBeLessThanOrEqual(canvas.width);
    expect(image?.height).toBeLessThanOrEqual(canvas.height);
  });

  it('asks for the next page until every item is loaded', () => {
    const page = (count: number, totalCount: number) =>
      mediaList({
        totalCount,
        results: Array.from({ length: count }, (_, id) => mediaItem({ id, name: `${id}` })),
      });
    expect(nextOffset([page(30, 45)])).toBe(30);
    expect(nextOffset([page(30, 45), page(15, 45)])).toBeUndefined();
    expect(nextOffset([page(0, 0)])).toBeUndefined();
    // items removed meanwhile: an empty page ends the list
    expect(nextOffset([page(30, 60), page(0, 60)])).toBeUndefined();
  });
});
