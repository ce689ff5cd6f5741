import { describe, expect, it } from 'vitest';
import { ZTextDelta, type TTextDelta } from '@placard/contract';
import { deltaFormats, formatDelta, withDefaultFormats } from './formatDelta';

describe('formatDelta', () => {
  it('puts character formats on every run and line formats on every line end', () => {
    const delta: TTextDelta = [
      { insert: 'Hello ' },
      { insert: 'world', attributes: { bold: true } },
      { insert: '\nSecond line\n' },
    ];
    expect(formatDelta(delta, { size: 'L', lineheight: '1.5' })).toEqual([
      { insert: 'Hello ', attributes: { size: 'L' } },
      { insert: 'world', attributes: { bold: true, size: 'L' } },
      { insert: '\n', attributes: { lineheight: '1.5' } },
      { insert: 'Second line', attributes: { size: 'L' } },
      { insert: '\n', attributes: { lineheight: '1.5' } },
    ]);
  });

  it('gives a text without a final newline one, carrying the line formats', () => {
    expect(formatDelta([{ insert: 'Hi' }], { align: 'center', color: '#FF0000' })).toEqual([
      { insert: 'Hi', attributes: { color: '#FF0000' } },
      { insert: '\n', attributes: { align: 'center' } },
    ]);
    expect(formatDelta([], { bold: true })).toEqual([{ insert: '\n' }]);
  });

  it('keeps the line formats of lines when characters change, and the reverse', () => {
    const delta: TTextDelta = [
      { insert: 'Title', attributes: { size: 'L' } },
      { insert: '\n', attributes: { align: 'right' } },
    ];
    expect(formatDelta(delta, { italic: true })).toEqual([
      { insert: 'Title', attributes: { size: 'L', italic: true } },
      { insert: '\n', attributes: { align: 'right' } },
    ]);
    expect(formatDelta(delta, { lineheight: '2' })).toEqual([
      { insert: 'Title', attributes: { size: 'L' } },
      { insert: '\n', attributes: { align: 'right', lineheight: '2' } },
    ]);
  });

  it('takes away formats set to false or undefined, and writes left alignment as the default', () => {
    const delta: TTextDelta = [
      { insert: 'Sale', attributes: { bold: true, background: '#FFFF00' } },
      { insert: '\n', attributes: { align: 'center' } },
    ];
    expect(formatDelta(delta, { bold: false, background: undefined, align: 'left' })).toEqual([
      { insert: 'Sale\n' },
    ]);
  });

  it('joins runs that end up alike', () => {
    const delta: TTextDelta = [
      { insert: 'a', attributes: { size: 'S' } },
      { insert: 'b', attributes: { size: 'L' } },
      { insert: '\n' },
    ];
    expect(formatDelta(delta, { size: 'M' })).toEqual([
      { insert: 'ab', attributes: { size: 'M' } },
      { insert: '\n' },
    ]);
  });

  it('makes a delta the document accepts', () => {
    const delta: TTextDelta = [
      { insert: 'One\nTwo' },
      { insert: '\n\nThree', attributes: { underline: true } },
    ];
    const result = formatDelta(delta, { font: 'lobster', strike: true, align: 'justify' });
    expect(ZTextDelta.safeParse(result).success).toBe(true);
    expect(result.map((op) => op.insert).join('')).toBe('One\nTwo\n\nThree\n');
  });
});

describe('deltaFormats', () => {
  it('shows what the whole text has in common, with the defaults for what it leaves out (bold only in part)', () => {
    const delta: TTextDelta = [
      { insert: 'Big', attributes: { size: 'L', bold: true } },
      { insert: ' news', attributes: { size: 'L' } },
      { insert: '\n', attributes: { align: 'center' } },
    ];
    expect(deltaFormats(delta)).toEqual({
      font: 'roboto',
      size: 'L',
      color: '#000000',
      italic: false,
      underline: false,
      strike: false,
      align: 'center',
      lineheight: '1.15',
    });
  });

  it('leaves out what differs between runs or lines', () => {
    const delta: TTextDelta = [
      { insert: 'a', attributes: { size: 'S', background: '#FFFF00' } },
      { insert: 'b', attributes: { size: 'L' } },
      { insert: '\n', attributes: { align: 'right' } },
      { insert: 'c' },
    ];
    const formats = deltaFormats(delta);
    expect(formats.size).toBeUndefined();
    expect(formats.background).toBeUndefined();
    expect(formats.align).toBeUndefined();
  });

  it('fills the inline editor formats with defaults and drops mixed ones', () => {
    const mixed = { size: ['S', 'L'], bold: true } as unknown as Parameters<typeof withDefaultFormats>[0];
    const formats = withDefaultFormats(mixed);
    expect(formats.size).toBeUndefined();
    expect(formats.bold).toBe(true);
    expect(formats.font).toBe('roboto');
  });
});
