import {
  canvasSize,
  deltaLines,
  DEFAULT_FONT,
  DEFAULT_LINE_SPACING,
  type TAspect,
  type TBackground,
  type TElementOf,
  type TLineFormat,
  type TTextDelta,
  type TTextFormat,
} from '@placard/contract';
import { getLuminance } from '@mui/material/styles';
import { newTextElement } from '../../state/element-factories';
import { withAabb } from '../../state/geometry';

/** The written headline and body sit this share of the canvas's short side from its edges. */
const MARGIN_SHARE = 0.08;
const HEADLINE_UNITS = 120;
const BODY_UNITS = 64;
/** A character of these fonts is about this share of its size wide, for a first height. */
const CHARACTER_WIDTH_SHARE = 0.55;

/** Dark text on a light background, white on a dark one (a picture: its colour underneath). */
export function readableTextColor(background: TBackground): string {
  return getLuminance(background.color.slice(0, 7)) > 0.4 ? '#1F2937' : '#FFFFFF';
}

/** The height text of `units` needs to wrap in `width`, roughly (the editor lets the user adjust it). */
function wrappedHeight(text: string, units: number, width: number): number {
  const perLine = Math.max(1, Math.floor(width / (units * CHARACTER_WIDTH_SHARE)));
  const lines = text
    .split('\n')
    .reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / perLine)), 0);
  return Math.ceil(lines * units * Number(DEFAULT_LINE_SPACING));
}

/** A delta of `text`'s lines, each run with `format` and each line ending with `line`. */
export function textDelta(text: string, format: TTextFormat, line: TLineFormat = {}): TTextDelta {
  const lineAttributes = Object.keys(line).length > 0 ? { attributes: line } : {};
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .flatMap((part) => [
      ...(part ? [{ insert: part, attributes: format }] : []),
      { insert: '\n', ...lineAttributes },
    ]);
}

/** A text element of `text` at `y`, across the canvas between its margins. */
function textBlock(
  aspect: TAspect,
  text: string,
  format: TTextFormat & { size: number },
  y: number,
): TElementOf<'text'> {
  const canvas = canvasSize(aspect);
  const margin = Math.round(Math.min(canvas.width, canvas.height) * MARGIN_SHARE);
  const width = canvas.width - 2 * margin;
  const height = wrappedHeight(text, format.size, width);
  const base = newTextElement(aspect);
  return withAabb({
    ...base,
    width,
    height,
    transform: { ...base.transform, translation: { x: margin, y } },
    contents: { ...base.contents, delta: textDelta(text, { font: DEFAULT_FONT, ...format }) },
  });
}

/**
 * The headline and body the assistant wrote, as two text elements: the headline large and bold near
 * the top of the slide, the body below it, in a colour that reads on the slide's background.
 */
export function writtenTextElements(
  aspect: TAspect,
  written: { headline: string; body: string },
  background: TBackground,
): TElementOf<'text'>[] {
  const canvas = canvasSize(aspect);
  const color = readableTextColor(background);
  const top = Math.round(Math.min(canvas.width, canvas.height) * MARGIN_SHARE);
  const headline = textBlock(aspect, written.headline, { size: HEADLINE_UNITS, bold: true, color }, top);
  const body = textBlock(
    aspect,
    written.body,
    { size: BODY_UNITS, color },
    top + headline.height + Math.round(BODY_UNITS * 0.75),
  );
  return [headline, body];
}

/**
 * A text's delta with its words replaced by `text`: the new text keeps the character formats of the
 * text's first run (font, size, colour) and the line formats of its first line (alignment, spacing).
 */
export function rewrittenDelta(delta: TTextDelta, text: string): TTextDelta {
  const [first] = deltaLines(delta);
  const format = first?.runs[0]?.format ?? {};
  return textDelta(text, format, first?.format ?? {});
}
