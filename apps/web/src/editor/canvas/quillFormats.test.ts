import { describe, expect, it } from 'vitest';
import Quill from 'quill';
import type { TTextDelta } from '@placard/contract';
import { fromQuillDelta, registerTextFormats, sizeFromQuill, TEXT_FORMATS, toQuillOps } from './quillFormats';

function quillWith(delta: TTextDelta): Quill {
  registerTextFormats();
  const host = document.createElement('div');
  document.body.appendChild(host);
  const quill = new Quill(host, { formats: [...TEXT_FORMATS], modules: { toolbar: false } });
  quill.setContents(toQuillOps(delta) as never, 'silent');
  return quill;
}

describe('the inline editor’s text sizes', () => {
  it('keeps named sizes and sizes in canvas units as the document has them', () => {
    const delta: TTextDelta = [
      { insert: 'big', attributes: { size: 'L' } },
      { insert: 'typed', attributes: { size: 96, bold: true } },
      { insert: '\n' },
    ];
    const quill = quillWith(delta);
    expect(fromQuillDelta(quill.getContents())).toEqual(delta);
    const typed = quill.root.querySelector<HTMLElement>('[data-size="96"]');
    expect(typed?.style.getPropertyValue('--text-size')).toBe('96px');
    expect(
      quill.root.querySelector<HTMLElement>('[data-size="L"]')?.style.getPropertyValue('--text-size'),
    ).toBe('120px');
  });

  it('sizes words by a number and writes a named size by its name', () => {
    const quill = quillWith([{ insert: 'one two\n' }]);
    quill.formatText(0, 3, 'size', 300, 'user');
    quill.formatText(4, 3, 'size', '72', 'user');
    expect(fromQuillDelta(quill.getContents())).toEqual([
      { insert: 'one', attributes: { size: 300 } },
      { insert: ' ' },
      { insert: 'two', attributes: { size: 'M' } },
      { insert: '\n' },
    ]);
    // a size the document cannot hold is not taken
    quill.formatText(0, 3, 'size', 5000, 'user');
    expect(fromQuillDelta(quill.getContents())[0]).toEqual({ insert: 'one', attributes: { size: 300 } });
  });

  it('takes sizes from its own text when pasted, not a web page’s CSS sizes', () => {
    const quill = quillWith([{ insert: '\n' }]);
    const pasted = quill.clipboard.convert({
      html: '<p><span style="font-size: 18px">web</span><span data-size="96" style="--text-size: 96px">own</span></p>',
    });
    expect(fromQuillDelta(pasted)).toEqual([{ insert: 'web' }, { insert: 'own', attributes: { size: 96 } }]);
  });

  it('reads a size only in the document’s forms', () => {
    expect([sizeFromQuill('XS'), sizeFromQuill('96'), sizeFromQuill(96), sizeFromQuill('72')]).toEqual([
      'XS',
      96,
      96,
      'M',
    ]);
    expect([sizeFromQuill('18px'), sizeFromQuill('4'), sizeFromQuill('1.5em'), sizeFromQuill(null)]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
