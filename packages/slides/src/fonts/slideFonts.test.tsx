import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { DEFAULT_FONT, type TSlideData, type TTextDelta } from '@placard/contract';
import { element, shape, slide } from '../testing/slideFixtures';
import { slideFonts } from './slideFonts';
import { useSlideFonts } from './useSlideFonts';

const fonts = vi.hoisted(() => ({ loadFonts: vi.fn<(ids: Iterable<string>) => Promise<boolean>>() }));
vi.mock('@placard/fonts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  loadFonts: fonts.loadFonts,
}));

const text = (elid: string, delta: TTextDelta) => element(elid, 'text', { delta });

describe('slideFonts', () => {
  it('lists the fonts of every text once, with the default font for text that names none', () => {
    const withFonts = slide({
      elements: [
        text('a', [
          { insert: 'x', attributes: { font: 'lobster' } },
          { insert: 'y', attributes: { font: 'inter' } },
          { insert: '\n' },
        ]),
        shape('s'),
        text('b', [
          { insert: 'z', attributes: { font: 'lobster' } },
          { insert: '\n', attributes: { align: 'center' } },
        ]),
      ],
    });
    expect(slideFonts(withFonts)).toEqual(['lobster', 'inter']);
    expect(slideFonts(slide({ elements: [text('c', [{ insert: 'plain\n' }])] }))).toEqual([DEFAULT_FONT]);
    expect(slideFonts(slide({ elements: [shape('s')] }))).toEqual([]);
  });

  it('lists the font of a sheet cell, the default one when it names none', () => {
    const cells = slide({
      elements: [element('c1', 'cell', { format: { font: 'lobster' } }), element('c2', 'cell', {})],
    });
    expect(slideFonts(cells)).toEqual(['lobster', DEFAULT_FONT]);
  });
});

function Probe({ slide: shown, overlay }: { slide: TSlideData; overlay?: TSlideData }) {
  return <p data-testid="ready">{String(useSlideFonts(shown, overlay ?? null))}</p>;
}

describe('useSlideFonts', () => {
  beforeEach(() => {
    fonts.loadFonts.mockReset();
  });
  afterEach(cleanup);

  it('loads the slide’s and the overlay’s fonts and tells when they are ready', async () => {
    let finish: (loaded: boolean) => void = () => undefined;
    fonts.loadFonts.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const shown = slide({ elements: [text('a', [{ insert: 'x', attributes: { font: 'lobster' } }])] });
    const overlay = slide({ elements: [text('b', [{ insert: 'y', attributes: { font: 'inter' } }])] });
    const { getByTestId } = render(<Probe slide={shown} overlay={overlay} />);
    expect(getByTestId('ready').textContent).toBe('false');
    expect([...(fonts.loadFonts.mock.calls[0]?.[0] ?? [])].sort()).toEqual(['inter', 'lobster']);
    await act(async () => finish(true));
    expect(getByTestId('ready').textContent).toBe('true');
  });

  it('counts a font that failed to load as ready (the fallback family shows)', async () => {
    fonts.loadFonts.mockRejectedValue(new Error('offline'));
    const { findByText } = render(<Probe slide={slide({ elements: [text('a', [{ insert: 'x\n' }])] })} />);
    expect(await findByText('true')).toBeTruthy();
  });

  it('is ready at once for a slide without text', () => {
    const { getByTestId } = render(<Probe slide={slide({ elements: [shape('s')] })} />);
    expect(getByTestId('ready').textContent).toBe('true');
    expect(fonts.loadFonts).not.toHaveBeenCalled();
  });
});
