import Quill from 'quill';
import type { Delta } from 'quill';
import { FONTS, fontFamilyCss } from '@placard/fonts';
import { LINE_SPACINGS, TEXT_SIZES, TEXT_SIZE_UNITS, ZTextDelta, type TTextDelta } from '@placard/contract';

type Parchment = {
  ClassAttributor: new (name: string, key: string, options: object) => unknown;
  StyleAttributor: new (name: string, key: string, options: object) => unknown;
  Scope: { INLINE: number; BLOCK: number };
};

/** The formats text elements may carry (those of the slide document's text delta). */
export const TEXT_FORMATS = [
  'font',
  'size',
  'color',
  'background',
  'bold',
  'italic',
  'underline',
  'strike',
  'align',
  'lineheight',
] as const;

let registered = false;

/** Teaches Quill the document's fonts (by id), sizes (XS–L) and line spacing, once. */
export function registerTextFormats(): void {
  if (registered) return;
  registered = true;
  const parchment = Quill.import('parchment') as unknown as Parchment;
  const font = new parchment.ClassAttributor('font', 'ql-font', {
    scope: parchment.Scope.INLINE,
    whitelist: FONTS.map((entry) => entry.quillId),
  });
  const size = new parchment.ClassAttributor('size', 'ql-size', {
    scope: parchment.Scope.INLINE,
    whitelist: [...TEXT_SIZES],
  });
  const lineheight = new parchment.StyleAttributor('lineheight', 'line-height', {
    scope: parchment.Scope.BLOCK,
    whitelist: [...LINE_SPACINGS],
  });
  const formats: Record<string, unknown> = {
    'formats/font': font,
    'formats/size': size,
    'formats/lineheight': lineheight,
  };
  Quill.register(formats as Record<string, never>, true);
}

/** CSS drawing Quill's text as the renderer draws it (sizes in canvas units). */
export function textFormatsCss(scope: string): string {
  const fonts = FONTS.map(
    (entry) => `${scope} .ql-font-${entry.quillId} { font-family: ${fontFamilyCss(entry.quillId)}; }`,
  );
  const sizes = TEXT_SIZES.map(
    (size) => `${scope} .ql-size-${size} { font-size: ${TEXT_SIZE_UNITS[size]}px; }`,
  );
  const aligns = ['center', 'right', 'justify'].map(
    (align) => `${scope} .ql-align-${align} { text-align: ${align}; }`,
  );
  return [
    `${scope} .ql-editor { outline: none; white-space: pre-wrap; overflow-wrap: break-word; padding: 0; }`,
    `${scope} .ql-editor p { margin: 0; }`,
    ...fonts,
    ...sizes,
    ...aligns,
  ].join('\n');
}

/** A Quill delta as the document's text delta: only its formats, colours in the document's form. */
export function fromQuillDelta(delta: Delta): TTextDelta {
  const ops = delta.ops.flatMap((op) => {
    if (typeof op.insert !== 'string' || op.insert.length === 0) return [];
    const attributes: Record<string, unknown> = {};
    for (const name of TEXT_FORMATS) {
      const value = op.attributes?.[name];
      if (value === undefined || value === null || value === false) continue;
      if (name === 'align' && value === 'left') continue;
      attributes[name] = value;
    }
    return [Object.keys(attributes).length > 0 ? { insert: op.insert, attributes } : { insert: op.insert }];
  });
  const parsed = ZTextDelta.safeParse(ops);
  // a format the document cannot hold (a pasted colour name) is dropped rather than lost with the text
  return parsed.success ? parsed.data : ops.map((op) => ({ insert: op.insert }));
}

/** The document's text delta as Quill's (it wants the text to end with a newline). */
export function toQuillOps(delta: TTextDelta): { insert: string; attributes?: Record<string, unknown> }[] {
  const ops = delta.map((op) => ({ ...op }));
  const last = ops[ops.length - 1];
  if (!last || !last.insert.endsWith('\n')) ops.push({ insert: '\n' });
  return ops;
}
