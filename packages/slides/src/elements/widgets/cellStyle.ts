import {
  TEXT_ALIGNS,
  TEXT_VERTICAL_ALIGNS,
  ZTextFormat,
  zColor,
  type TextAlign,
  type TTextFormat,
} from '@placard/contract';

/**
 * How a cell element's text looks, kept in its contents beside its sheet settings, as a text
 * element's: character formats, alignment, and a background.
 */
export type TCellStyle = {
  format: TTextFormat;
  align: TextAlign;
  verticalAlign: (typeof TEXT_VERTICAL_ALIGNS)[number];
  background: string | null;
};

function oneOf<T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  return values.find((known) => known === value) ?? fallback;
}

/** A cell element's styling; anything unreadable is the default, so a widget never fails for it. */
export function cellStyle(contents: Readonly<Record<string, unknown>>): TCellStyle {
  const format = ZTextFormat.safeParse(contents.format);
  const background = zColor.safeParse(contents.background);
  return {
    format: format.success ? format.data : {},
    align: oneOf(TEXT_ALIGNS, contents.align, 'left'),
    verticalAlign: oneOf(TEXT_VERTICAL_ALIGNS, contents.verticalAlign, 'middle'),
    background: background.success ? background.data : null,
  };
}
