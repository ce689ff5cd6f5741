import Quill from 'quill';
import type { Delta } from 'quill';
import { FONTS, fontFamilyCss } from '@placard/fonts';
import {
  LINE_SPACINGS,
  TEXT_SIZES,
  textSizeUnits,
  textSizeValue,
  ZTextDelta,
  zTextSizeUnits,
  type TTextDelta,
  type TTextSizeValue,
} from '@placard/contract';

type Attributor = {
  add(node: HTMLElement, value: unknown): boolean;
  canAdd(node: HTMLElement, value: unknown): boolean;
  remove(node: HTMLElement): void;
};
type Parchment = {
  Attributor: new (name: string, key: string, options: object) => Attributor;
  ClassAttributor: new (name: string, key: string, options: object) => unknown;
  StyleAttributor: new (name: string, key: string, options: object) => unknown;
  Scope: { INLINE: number; BLOCK: number };
};

/** The attribute holding a run's size in the inline editor, and the CSS property giving it its font size. */
const SIZE_ATTRIBUTE = 'data-size';
const SIZE_PROPERTY = '--text-size';

/**
 * A size as the document writes it, from what the inline editor holds (a name, or a number as text);
 * undefined for anything else, such as a size in CSS units pasted from a web page.
 */
export function sizeFromQuill(value: unknown): TTextSizeValue | undefined {
  if (typeof value === 'number')
    return zTextSizeUnits.safeParse(value).success ? textSizeValue(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const named = TEXT_SIZES.find((size) => size === value);
  if (named) return named;
  return /^\d+$/.test(value) ? sizeFromQuill(Number(value)) : undefined;
}

/** Quill's format for a run's size: its name or number on the run, drawn at that many canvas units. */
function sizeAttributor(parchment: Parchment): Attributor {
  class SizeAttributor extends parchment.Attributor {
    override canAdd(_node: HTMLElement, value: unknown): boolean {
      return sizeFromQuill(value) !== undefined;
    }

    override add(node: HTMLElement, value: unknown): boolean {
      const size = sizeFromQuill(value);
      if (size === undefined) return false;
      node.setAttribute(SIZE_ATTRIBUTE, String(size));
      node.style.setProperty(SIZE_PROPERTY, `${textSizeUnits(size)}px`);
      return true;
    }

    override remove(node: HTMLElement): void {
      node.removeAttribute(SIZE_ATTRIBUTE);
      node.style.removeProperty(SIZE_PROPERTY);
      if (node.getAttribute('style') === '') node.removeAttribute('style');
    }
  }
  return new SizeAttributor('size', SIZE_ATTRIBUTE, { scope: parchment.Scope.INLINE });
}

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

/** Teaches Quill the document's fonts (by id), sizes (XS–L or a number) and line spacing, once. */
export function registerTextFormats(): void {
  if (registered) return;
  registered = true;
  const parchment = Quill.import('parchment') as unknown as Parchment;
  const font = new parchment.ClassAttributor('font', 'ql-font', {
    scope: parchment.Scope.INLINE,
    whitelist: FONTS.map((entry) => entry.quillId),
  });
  const size = sizeAttributor(parchment);
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
  const aligns = ['center', 'right', 'justify'].map(
    (align) => `${scope} .ql-align-${align} { text-align: ${align}; }`,
  );
  return [
    `${scope} .ql-editor { outline: none; white-space: pre-wrap; overflow-wrap: break-word; padding: 0; }`,
    `${scope} .ql-editor p { margin: 0; }`,
    ...fonts,
    `${scope} [${SIZE_ATTRIBUTE}] { font-size: var(${SIZE_PROPERTY}); }`,
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
      if (name === 'size') {
        const size = sizeFromQuill(value);
        if (size !== undefined) attributes[name] = size;
        continue;
      }
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
