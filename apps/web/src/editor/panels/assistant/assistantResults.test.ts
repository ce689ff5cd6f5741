import { canvasSize, deltaText, ZElement, type TTextDelta } from '@placard/contract';
import { describe, expect, it } from 'vitest';
import { readableTextColor, rewrittenDelta, textDelta, writtenTextElements } from './assistantResults';

describe('the assistant’s results on the slide', () => {
  it('writes the headline above the body, both valid text elements within the canvas', () => {
    const aspect = { type: '16:9' } as const;
    const [headline, body] = writtenTextElements(
      aspect,
      { headline: 'Open late on Fridays', body: 'The café stays open until ten.\nBring a friend.' },
      { type: 'color', color: '#FFFFFF' },
    );
    if (!headline || !body) throw new Error('two elements expected');
    expect(deltaText(headline.contents.delta)).toBe('Open late on Fridays\n');
    expect(deltaText(body.contents.delta)).toBe('The café stays open until ten.\nBring a friend.\n');
    expect(headline.contents.delta[0]?.attributes).toMatchObject({ bold: true, size: 120, color: '#1F2937' });
    expect(body.transform.translation.y).toBeGreaterThan(headline.transform.translation.y + headline.height);
    const canvas = canvasSize(aspect);
    for (const element of [headline, body]) {
      expect(ZElement.safeParse(element).success).toBe(true);
      expect(element.transform.translation.x + element.width).toBeLessThanOrEqual(canvas.width);
    }
  });

  it('writes white on a dark background and dark on a light one', () => {
    expect(readableTextColor({ type: 'color', color: '#0B3D91' })).toBe('#FFFFFF');
    expect(readableTextColor({ type: 'color', color: '#F5F5DCFF' })).toBe('#1F2937');
    expect(readableTextColor({ type: 'image', mediaId: 1, url: '/api/files/a.jpg', color: '#000000' })).toBe(
      '#FFFFFF',
    );
  });

  it('rewrites a text keeping its first run’s formats and its first line’s alignment', () => {
    const delta: TTextDelta = [
      { insert: 'Old words', attributes: { font: 'lato', size: 'L', color: '#FF0000FF', bold: true } },
      { insert: ' more', attributes: { font: 'roboto' } },
      { insert: '\n', attributes: { align: 'center' } },
    ];
    const rewritten = rewrittenDelta(delta, 'New words\nSecond line');
    expect(rewritten).toEqual([
      { insert: 'New words', attributes: { font: 'lato', size: 'L', color: '#FF0000FF', bold: true } },
      { insert: '\n', attributes: { align: 'center' } },
      { insert: 'Second line', attributes: { font: 'lato', size: 'L', color: '#FF0000FF', bold: true } },
      { insert: '\n', attributes: { align: 'center' } },
    ]);
  });

  it('keeps empty lines as line ends only', () => {
    expect(textDelta('a\n\nb', {})).toEqual([
      { insert: 'a', attributes: {} },
      { insert: '\n' },
      { insert: '\n' },
      { insert: 'b', attributes: {} },
      { insert: '\n' },
    ]);
  });
});
