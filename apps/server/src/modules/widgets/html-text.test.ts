import { describe, expect, it } from 'vitest';
import { cutAtWord, firstImageSource, htmlToText } from './html-text.js';

describe('the text of an HTML fragment', () => {
  it('drops tags and what is not text, keeps words apart across blocks and decodes references', () => {
    expect(
      htmlToText(
        '<h2>Title</h2><p>Fish&nbsp;&amp;&#32;chips<br>from &pound;5</p><style>p{}</style><ul><li>one</li><li>two</li></ul><script>x()</script>',
      ),
    ).toBe('Title Fish & chips from £5 one two');
  });

  it('keeps text that only looks like markup, and inline elements joined', () => {
    expect(htmlToText('a < b and <b>bold</b>ly   said')).toBe('a < b and boldly said');
  });

  it('reads a deeply nested fragment, and one of very many elements', () => {
    expect(htmlToText(`${'<span>'.repeat(20_000)}deep${'</span>'.repeat(20_000)}`)).toBe('deep');
    expect(htmlToText(`wide${'<br>'.repeat(200_000)}end`)).toBe('wide end');
  });
});

describe('the first picture of an HTML fragment', () => {
  it('is the src of the first <img> that has one', () => {
    expect(firstImageSource('<p>no picture</p>')).toBeNull();
    expect(
      firstImageSource('<img alt="none"><figure><img src=" /a.jpg?x=1&amp;y=2 "></figure><img src="b.jpg">'),
    ).toBe('/a.jpg?x=1&y=2');
  });
});

describe('cutting text at a word', () => {
  it('leaves short text alone', () => {
    expect(cutAtWord('Short enough', 12)).toBe('Short enough');
  });

  it('cuts after the last whole word that fits, without trailing punctuation', () => {
    expect(cutAtWord('The market opens, on 5 December', 20)).toBe('The market opens…');
  });

  it('cuts a very long word where the room ends, never between the halves of a character', () => {
    expect(cutAtWord('Supercalifragilistic', 10)).toBe('Supercali…');
    expect(cutAtWord(`${'a'.repeat(8)}😀😀`, 10)).toBe('aaaaaaaa…');
  });
});
