import type { CSSProperties } from 'react';
import { fontFamilyCss } from '@placard/fonts';
import {
  DEFAULT_FONT,
  DEFAULT_LINE_SPACING,
  DEFAULT_TEXT_SIZE,
  TEXT_SIZE_UNITS,
  textSizeUnits,
  type TEXT_VERTICAL_ALIGNS,
  type TextLine,
  type TTextFormat,
} from '@placard/contract';

/** The colour of text that names none. */
export const DEFAULT_TEXT_COLOR = '#000000';

const JUSTIFY: Record<(typeof TEXT_VERTICAL_ALIGNS)[number], CSSProperties['justifyContent']> = {
  top: 'flex-start',
  middle: 'center',
  bottom: 'flex-end',
};

export function verticalAlignStyle(align: (typeof TEXT_VERTICAL_ALIGNS)[number]): CSSProperties {
  return { display: 'flex', flexDirection: 'column', justifyContent: JUSTIFY[align] };
}

export function runFont(format: TTextFormat): string {
  return format.font ?? DEFAULT_FONT;
}

/** Font size of a run in canvas units. */
export function runFontSize(format: TTextFormat): number {
  return textSizeUnits(format.size ?? DEFAULT_TEXT_SIZE);
}

/** The character formats of a run of text as CSS. */
export function runStyle(format: TTextFormat): CSSProperties {
  const decorations = [format.underline && 'underline', format.strike && 'line-through'].filter(Boolean);
  return {
    fontFamily: fontFamilyCss(runFont(format)),
    fontSize: runFontSize(format),
    color: format.color ?? DEFAULT_TEXT_COLOR,
    backgroundColor: format.background,
    fontWeight: format.bold ? 700 : 400,
    fontStyle: format.italic ? 'italic' : 'normal',
    textDecorationLine: decorations.length > 0 ? decorations.join(' ') : 'none',
  };
}

/**
 * A line's alignment and spacing. Its own font and size are those of its largest run (the default
 * ones for an empty line), so a line of small text is not as tall as a line of default-size text.
 */
export function lineStyle(line: TextLine): CSSProperties {
  const sizes = line.runs.map((run) => runFontSize(run.format));
  const first = line.runs[0];
  return {
    textAlign: line.format.align ?? 'left',
    lineHeight: Number(line.format.lineheight ?? DEFAULT_LINE_SPACING),
    fontSize: sizes.length > 0 ? Math.max(...sizes) : TEXT_SIZE_UNITS[DEFAULT_TEXT_SIZE],
    fontFamily: fontFamilyCss(first ? runFont(first.format) : DEFAULT_FONT),
  };
}
