import { randomBytes } from 'node:crypto';
import {
  canvasSize,
  computeAabb,
  DEFAULT_FONT,
  DEFAULT_LINE_SPACING,
  isSafeText,
  textSizeValue,
  ZSlideData,
  type TAspect,
  type TElement,
  type TSlideData,
  type TTextOp,
} from '@placard/contract';
import type { TElementDraft, TImageDraft, TShapeDraft, TSlideDraft, TTextDraft } from './assistant.drafts.js';

/** A picture the user picked from the library for a designed slide. */
export type PickedImage = {
  mediaId: number;
  url: string;
  name: string;
  width: number | null;
  height: number | null;
};

/** Text on a screen must be read from across a room: no smaller than this, in canvas units. */
export const LEGIBLE_FONT_SIZE = 32;
const LARGEST_FONT_SIZE = 400;
/** The smallest side an element is given, in canvas units. */
const SMALLEST_SIDE = 8;

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/** A short element id, unique within the slide (ELEMENT_ID_PATTERN). */
function elementId(index: number): string {
  return `ai${index}${randomBytes(6).toString('hex')}`;
}

/** The draft's box rounded, at least SMALLEST_SIDE, no larger than the canvas and inside it. */
function placedBox(draft: TElementDraft, canvas: { width: number; height: number }) {
  const finite = (value: number, fallback: number) => (Number.isFinite(value) ? value : fallback);
  const width = Math.round(clamp(finite(draft.width, canvas.width / 2), SMALLEST_SIDE, canvas.width));
  const height = Math.round(clamp(finite(draft.height, canvas.height / 2), SMALLEST_SIDE, canvas.height));
  const x = Math.round(clamp(finite(draft.x, 0), 0, canvas.width - width));
  const y = Math.round(clamp(finite(draft.y, 0), 0, canvas.height - height));
  return { x, y, width, height };
}

function placed(
  index: number,
  box: { x: number; y: number; width: number; height: number },
): Omit<TElement, 'eltype' | 'contents'> {
  const element = {
    elid: elementId(index),
    name: '',
    locked: false,
    editable: true,
    transform: { translation: { x: box.x, y: box.y }, rotation: 0, scale: { x: 1, y: 1 } },
    width: box.width,
    height: box.height,
    opacity: 1,
    animation: null,
  };
  return { ...element, aabb: computeAabb(element) };
}

/** Text without what no document may hold (NUL, lone surrogates) and other control characters. */
export function cleanText(text: string): string {
  const kept = [...text.replace(/\r\n?/g, '\n')]
    .filter((character) => character === '\n' || !/\p{Cc}/u.test(character))
    .join('');
  return isSafeText(kept) ? kept.trim() : '';
}

/** A text as a delta: each line its run in one format, each line break carrying the alignment. */
export function textDelta(
  text: string,
  format: { size: number; color: string; bold: boolean; align: TTextDraft['align'] },
): TTextOp[] {
  const run = { font: DEFAULT_FONT, size: textSizeValue(format.size), color: format.color.toUpperCase() };
  const line = { align: format.align, lineheight: DEFAULT_LINE_SPACING };
  return cleanText(text)
    .split('\n')
    .flatMap((part) => [
      ...(part === '' ? [] : [{ insert: part, attributes: format.bold ? { ...run, bold: true } : run }]),
      { insert: '\n', attributes: line },
    ]);
}

function textElement(index: number, draft: TTextDraft, canvas: { width: number; height: number }): TElement {
  const size = Math.round(clamp(draft.fontSize, LEGIBLE_FONT_SIZE, LARGEST_FONT_SIZE));
  const lines = cleanText(draft.text).split('\n').length;
  // tall enough for its lines at least, so the text is never cut
  const height = Math.max(draft.height, Math.ceil(size * Number(DEFAULT_LINE_SPACING) * lines));
  const box = placedBox({ ...draft, height }, canvas);
  return {
    ...placed(index, box),
    eltype: 'text',
    contents: {
      delta: textDelta(draft.text, { size, color: draft.color, bold: draft.bold, align: draft.align }),
      verticalAlign: 'top',
      background: null,
      padding: 0,
    },
  };
}

function shapeElement(
  index: number,
  draft: TShapeDraft,
  canvas: { width: number; height: number },
): TElement {
  const box = placedBox(draft, canvas);
  const radius = draft.shape === 'rectangle' ? Math.min(box.width, box.height) / 2 : 0;
  return {
    ...placed(index, box),
    eltype: 'shape',
    contents: {
      shape: draft.shape,
      fill: draft.fill.toUpperCase(),
      stroke: null,
      strokeWidth: 0,
      cornerRadius: Math.round(
        clamp(Number.isFinite(draft.cornerRadius) ? draft.cornerRadius : 0, 0, radius),
      ),
    },
  };
}

function imageElement(
  index: number,
  draft: TImageDraft,
  image: PickedImage,
  canvas: { width: number; height: number },
): TElement {
  return {
    ...placed(index, placedBox(draft, canvas)),
    eltype: 'image',
    contents: { mediaId: image.mediaId, url: image.url, page: null, fit: 'cover', cornerRadius: 0 },
  };
}

/**
 * A complete slide document from the model's draft, in the canvas of the playlist's aspect: every
 * element kept inside the canvas, text in a font Placard has at a legible size, pictures only those
 * picked from the organization's library. Answers the problem instead when the draft cannot make a
 * valid document (for the model to be told).
 */
export function slideFromDraft(
  draft: TSlideDraft,
  aspect: TAspect,
  images: readonly PickedImage[],
): { data: TSlideData } | { problem: string } {
  const canvas = canvasSize(aspect);
  const elements: TElement[] = [];
  for (const [index, element] of draft.elements.entries()) {
    if (element.kind === 'text') {
      if (cleanText(element.text) !== '') elements.push(textElement(index, element, canvas));
    } else if (element.kind === 'shape') {
      elements.push(shapeElement(index, element, canvas));
    } else {
      const image = images[element.image];
      if (!image) return { problem: `elements.${index}.image: there is no picture ${element.image}` };
      elements.push(imageElement(index, element, image, canvas));
    }
  }
  if (elements.length === 0) return { problem: 'elements: the slide shows nothing' };
  const parsed = ZSlideData.safeParse({
    background: { type: 'color', color: draft.background.toUpperCase() },
    elements,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { problem: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}` };
  }
  return { data: parsed.data };
}
