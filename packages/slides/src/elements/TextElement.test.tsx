import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { fontFamilyCss } from '@placard/fonts';
import { DEFAULT_FONT, TEXT_SIZE_UNITS, type TTextDelta } from '@placard/contract';
import { SlideView } from '../SlideView';
import { element, slide } from '../testing/slideFixtures';

afterEach(cleanup);

function renderText(delta: TTextDelta, contents: Record<string, unknown> = {}) {
  const text = element('t', 'text', { delta, ...contents });
  const { container } = render(
    <SlideView slide={slide({ elements: [text] })} aspect={{ type: '16:9' }} width={960} mode="edit" />,
  );
  const box = container.querySelector<HTMLElement>('[data-elid="t"]');
  const lines = [...container.querySelectorAll<HTMLElement>('[data-elid="t"] [data-line]')];
  return { container, box, lines, body: lines[0]?.parentElement?.parentElement ?? null };
}

const spans = (line: HTMLElement | undefined) => [...(line?.querySelectorAll('span') ?? [])];

describe('text elements', () => {
  it('draws one block per line and one span per run of formatted text', () => {
    const { lines } = renderText([
      { insert: 'Open ' },
      { insert: 'today', attributes: { bold: true } },
      { insert: '\n', attributes: { align: 'center' } },
      { insert: 'Until 9' },
      { insert: '\n' },
    ]);
    expect(lines.map((line) => line.textContent)).toEqual(['Open today', 'Until 9']);
    expect(spans(lines[0]).map((span) => span.textContent)).toEqual(['Open ', 'today']);
    expect(lines[0]?.style.textAlign).toBe('center');
    expect(lines[1]?.style.textAlign).toBe('left');
  });

  it('uses the catalogue’s font families and the text sizes in canvas units', () => {
    const { lines } = renderText([
      { insert: 'Big', attributes: { font: 'lobster', size: 'L' } },
      { insert: 'plain' },
      { insert: '\n' },
      { insert: 'small', attributes: { size: 'XS' } },
      { insert: '\n' },
      { insert: 'typed', attributes: { size: 300 } },
      { insert: '\n' },
    ]);
    const [big, plain] = spans(lines[0]);
    expect(big?.style.fontFamily).toBe(fontFamilyCss('lobster'));
    expect(big?.style.fontSize).toBe(`${TEXT_SIZE_UNITS.L}px`);
    expect(big?.getAttribute('data-font')).toBe('lobster');
    expect(plain?.style.fontFamily).toBe(fontFamilyCss(DEFAULT_FONT));
    expect(plain?.style.fontSize).toBe(`${TEXT_SIZE_UNITS.M}px`);
    // a line is as tall as its largest run: a line of small text is not padded to the default size
    expect(lines[0]?.style.fontSize).toBe(`${TEXT_SIZE_UNITS.L}px`);
    expect(lines[1]?.style.fontSize).toBe(`${TEXT_SIZE_UNITS.XS}px`);
    // a size typed as a number is that many canvas units
    expect(spans(lines[2])[0]?.style.fontSize).toBe('300px');
    expect(lines[2]?.style.fontSize).toBe('300px');
  });

  it('applies colours, bold, italic, underline and strike-through', () => {
    const { lines } = renderText([
      { insert: 'a', attributes: { color: '#FF0000', background: '#00FF00', bold: true, italic: true } },
      { insert: 'b', attributes: { underline: true, strike: true } },
      { insert: 'c' },
    ]);
    const [a, b, c] = spans(lines[0]);
    expect(a?.style.color).toBe('rgb(255, 0, 0)');
    expect(a?.style.backgroundColor).toBe('rgb(0, 255, 0)');
    expect(a?.style.fontWeight).toBe('700');
    expect(a?.style.fontStyle).toBe('italic');
    expect(b?.style.textDecorationLine).toBe('underline line-through');
    expect(c?.style.fontWeight).toBe('400');
    expect(c?.style.fontStyle).toBe('normal');
    expect(c?.style.textDecorationLine).toBe('none');
    expect(c?.style.color).toBe('rgb(0, 0, 0)');
  });

  it('spaces lines as their format says, 1.15 by default', () => {
    const { lines } = renderText([
      { insert: 'a' },
      { insert: '\n', attributes: { lineheight: '2' } },
      { insert: 'b\n' },
    ]);
    expect(lines[0]?.style.lineHeight).toBe('2');
    expect(lines[1]?.style.lineHeight).toBe('1.15');
  });

  it('keeps empty lines one line tall', () => {
    const { lines } = renderText([{ insert: 'a\n\nb\n' }]);
    expect(lines).toHaveLength(3);
    expect(lines[1]?.querySelector('br')).not.toBeNull();
  });

  it('aligns the text vertically with padding and a background', () => {
    for (const [verticalAlign, justify] of [
      ['top', 'flex-start'],
      ['middle', 'center'],
      ['bottom', 'flex-end'],
    ] as const) {
      const { body } = renderText([{ insert: 'x\n' }], { verticalAlign, padding: 16, background: '#000000' });
      expect(body?.style.display).toBe('flex');
      expect(body?.style.flexDirection).toBe('column');
      expect(body?.style.justifyContent).toBe(justify);
      expect(body?.style.padding).toBe('16px');
      expect(body?.style.backgroundColor).toBe('rgb(0, 0, 0)');
      cleanup();
    }
  });

  it('keeps spaces and wraps long words', () => {
    const { body, lines } = renderText([{ insert: '  two  spaces  \n' }]);
    expect(lines[0]?.textContent).toBe('  two  spaces  ');
    expect(body?.style.whiteSpace).toBe('pre-wrap');
    expect(body?.style.overflowWrap).toBe('break-word');
  });

  it('shows markup in a text as text, never as HTML', () => {
    const attack = '<img src=x onerror=alert(1)><b>bold</b>';
    const { box, lines } = renderText([{ insert: attack, attributes: { bold: true } }, { insert: '\n' }]);
    expect(lines[0]?.textContent).toBe(attack);
    expect(box?.querySelector('img')).toBeNull();
    expect(box?.querySelector('b')).toBeNull();
    expect(spans(lines[0])[0]?.childNodes[0]?.nodeType).toBe(Node.TEXT_NODE);
  });
});
