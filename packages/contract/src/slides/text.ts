import { z } from 'zod';
import { zText } from '../text-rule.js';
import { zColor } from './canvas.js';

/** Spec section 9: text sizes and line spacing. */
export const TEXT_SIZES = ['XS', 'S', 'M', 'L'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
/** Font size of each text size, in canvas units (the canvas's long side is 1920). */
export const TEXT_SIZE_UNITS: Record<TextSize, number> = { XS: 32, S: 48, M: 72, L: 120 };
export const DEFAULT_TEXT_SIZE: TextSize = 'M';
/** A font size may also be typed as a whole number of canvas units, within these bounds. */
export const TEXT_SIZE_UNITS_MIN = 8;
export const TEXT_SIZE_UNITS_MAX = 1000;
export const zTextSizeUnits = z.number().int().min(TEXT_SIZE_UNITS_MIN).max(TEXT_SIZE_UNITS_MAX);
/** A run's font size: one of the named sizes, or a number of canvas units. */
export const ZTextSizeValue = z.union([z.enum(TEXT_SIZES), zTextSizeUnits]);
export type TTextSizeValue = z.infer<typeof ZTextSizeValue>;

/** The font size in canvas units. */
export function textSizeUnits(size: TTextSizeValue): number {
  return typeof size === 'number' ? size : TEXT_SIZE_UNITS[size];
}

/** The named size of exactly these units, if there is one. */
export function namedTextSize(units: number): TextSize | null {
  return TEXT_SIZES.find((size) => TEXT_SIZE_UNITS[size] === units) ?? null;
}

/** A size as a document writes it: by name when a named size has these units, otherwise the number. */
export function textSizeValue(units: number): TTextSizeValue {
  return namedTextSize(units) ?? units;
}

export const LINE_SPACINGS = ['1', '1.15', '1.5', '2'] as const;
export type LineSpacing = (typeof LINE_SPACINGS)[number];
export const DEFAULT_LINE_SPACING: LineSpacing = '1.15';

export const TEXT_ALIGNS = ['left', 'center', 'right', 'justify'] as const;
export type TextAlign = (typeof TEXT_ALIGNS)[number];

/** Spec section 9: the last-used fonts list keeps 5. */
export const LAST_USED_FONTS_MAX = 5;
export const LAST_USED_FONTS_KEY = 'lastUsedFonts';
export const DEFAULT_FONT = 'roboto';

export const TEXT_MAX_LENGTH = 10_000;
const FONT_ID = /^[a-z0-9-]{1,60}$/;

/** Character formats of a run of text. */
export const ZTextFormat = z
  .object({
    font: z.string().regex(FONT_ID),
    size: ZTextSizeValue,
    color: zColor,
    background: zColor,
    bold: z.boolean(),
    italic: z.boolean(),
    underline: z.boolean(),
    strike: z.boolean(),
  })
  .partial()
  .strict();
export type TTextFormat = z.infer<typeof ZTextFormat>;

/** Line formats, carried by the line's closing newline (as in a Quill delta). */
export const ZLineFormat = z
  .object({ align: z.enum(TEXT_ALIGNS), lineheight: z.enum(LINE_SPACINGS) })
  .partial()
  .strict();
export type TLineFormat = z.infer<typeof ZLineFormat>;

/**
 * Rich text as a Quill-style delta of inserts only: runs of text with character formats; a "\n"
 * insert ends a line and carries that line's formats. Rendered as plain DOM (never as HTML), so a
 * document cannot inject markup into the editor or a screen.
 */
export const ZTextOp = z
  .object({
    insert: zText().min(1).max(TEXT_MAX_LENGTH),
    attributes: ZTextFormat.extend(ZLineFormat.shape).partial().strict().optional(),
  })
  .strict();
export type TTextOp = z.infer<typeof ZTextOp>;

export const ZTextDelta = z.array(ZTextOp).max(2000);
export type TTextDelta = z.infer<typeof ZTextDelta>;

export type TextLine = { runs: { text: string; format: TTextFormat }[]; format: TLineFormat };

/** Splits a delta into lines, each with its runs and its line formats (the last line may lack "\n"). */
export function deltaLines(delta: TTextDelta): TextLine[] {
  const lines: TextLine[] = [];
  let runs: TextLine['runs'] = [];
  for (const op of delta) {
    const { align, lineheight, ...format } = op.attributes ?? {};
    const parts = op.insert.split('\n');
    parts.forEach((part, index) => {
      if (part) runs.push({ text: part, format });
      if (index < parts.length - 1) {
        const lineFormat: TLineFormat = {};
        if (align) lineFormat.align = align;
        if (lineheight) lineFormat.lineheight = lineheight;
        lines.push({ runs, format: lineFormat });
        runs = [];
      }
    });
  }
  if (runs.length > 0) lines.push({ runs, format: {} });
  return lines;
}

/** The text without formats; an element whose plain text is blank is "empty" (removed on deselect). */
export function deltaText(delta: TTextDelta): string {
  return delta.map((op) => op.insert).join('');
}

export function isBlankText(delta: TTextDelta): boolean {
  return deltaText(delta).trim() === '';
}

/** Font ids a delta uses (for loading fonts before showing or rasterising a slide). */
export function deltaFonts(delta: TTextDelta): string[] {
  return [...new Set(delta.flatMap((op) => (op.attributes?.font ? [op.attributes.font] : [])))];
}

/** Spec section 4: choosing a font moves it to the front, drops an earlier copy and keeps 5. */
export function useFont(lastUsed: readonly string[], fontId: string): string[] {
  return [fontId, ...lastUsed.filter((id) => id !== fontId)].slice(0, LAST_USED_FONTS_MAX);
}
