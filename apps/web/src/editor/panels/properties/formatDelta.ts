import {
  DEFAULT_FONT,
  DEFAULT_LINE_SPACING,
  DEFAULT_TEXT_SIZE,
  TEXT_MAX_LENGTH,
  type TLineFormat,
  type TTextDelta,
  type TTextFormat,
  type TTextOp,
} from '@placard/contract';
import { DEFAULT_TEXT_COLOR } from '@placard/slides';
import type { TextFormats } from '../../context/textBridge';

type Attributes = NonNullable<TTextOp['attributes']>;

/** Formats a line's closing newline carries; the others belong to runs of characters. */
const LINE_KEYS: readonly string[] = ['align', 'lineheight'] satisfies (keyof TLineFormat)[];
const CHARACTER_KEYS = [
  'font',
  'size',
  'color',
  'background',
  'bold',
  'italic',
  'underline',
  'strike',
] as const satisfies readonly (keyof TTextFormat)[];

/**
 * Splits formats into those of characters and those of lines. A format named with the value
 * undefined stays named: it is to be taken away.
 */
export function splitFormats(formats: TextFormats): { character: TTextFormat; line: TLineFormat } {
  const entries = Object.entries(formats);
  return {
    character: Object.fromEntries(entries.filter(([key]) => !LINE_KEYS.includes(key))) as TTextFormat,
    line: Object.fromEntries(entries.filter(([key]) => LINE_KEYS.includes(key))) as TLineFormat,
  };
}

/** Whether a format is left out: off, taken away, or left alignment (the default, as the inline editor keeps it). */
function leftOut([key, value]: [string, unknown]): boolean {
  return value === false || value === undefined || (key === 'align' && value === 'left');
}

/** Attributes with changes laid over them, without the formats left out. */
function merged(attributes: Attributes | undefined, changes: Attributes): Attributes | undefined {
  const kept = Object.entries({ ...attributes, ...changes }).filter((entry) => !leftOut(entry));
  return kept.length > 0 ? (Object.fromEntries(kept) as Attributes) : undefined;
}

function sameAttributes(a: Attributes | undefined, b: Attributes | undefined): boolean {
  const left = Object.entries(a ?? {});
  const right = b ?? {};
  return (
    left.length === Object.keys(right).length &&
    left.every(([key, value]) => (right as Record<string, unknown>)[key] === value)
  );
}

function op(insert: string, attributes: Attributes | undefined): TTextOp {
  return attributes ? { insert, attributes } : { insert };
}

/**
 * The whole text with formats applied: character formats on every run of characters, line formats
 * (alignment, line spacing) on every line's closing newline; a format set to false or undefined is
 * taken away (as the inline editor does), and left alignment is the default so it is not written. Runs
 * that end up alike are joined, and the text always ends with a newline (as a Quill delta does).
 */
export function formatDelta(delta: TTextDelta, formats: TextFormats): TTextDelta {
  const { character, line } = splitFormats(formats);
  const ops: TTextOp[] = [];
  const push = (insert: string, attributes: Attributes | undefined) => {
    const last = ops[ops.length - 1];
    if (
      last &&
      sameAttributes(last.attributes, attributes) &&
      last.insert.length + insert.length <= TEXT_MAX_LENGTH
    ) {
      ops[ops.length - 1] = op(last.insert + insert, attributes);
    } else {
      ops.push(op(insert, attributes));
    }
  };
  for (const { insert, attributes } of delta) {
    for (const part of insert.split(/(\n)/)) {
      if (part === '\n') push(part, merged(attributes, line));
      else if (part) push(part, merged(attributes, character));
    }
  }
  if (!ops[ops.length - 1]?.insert.endsWith('\n')) push('\n', merged(undefined, line));
  return ops;
}

/** What a run or line shows when it names no format. */
const DEFAULTS: Required<Omit<TextFormats, 'background'>> = {
  font: DEFAULT_FONT,
  size: DEFAULT_TEXT_SIZE,
  color: DEFAULT_TEXT_COLOR,
  bold: false,
  italic: false,
  underline: false,
  strike: false,
  align: 'left',
  lineheight: DEFAULT_LINE_SPACING,
};

/**
 * The inline editor's formats as the controls show them: what they leave out is the default; a
 * format that differs across the selected words (given as a list) is left out.
 */
export function withDefaultFormats(formats: TextFormats): TextFormats {
  const entries = Object.entries({ ...DEFAULTS, ...formats }).filter(([, value]) => !Array.isArray(value));
  return Object.fromEntries(entries) as TextFormats;
}

/** The value every item shares, or undefined when they differ (or there are none). */
function common<T>(values: readonly T[]): T | undefined {
  const [first] = values;
  return values.every((value) => value === first) ? first : undefined;
}

/**
 * The formats the whole text has in common (with defaults for what it leaves out); a format that
 * differs between runs, or lines, is left out. A highlight is there only when all the text has it.
 */
export function deltaFormats(delta: TTextDelta): TextFormats {
  const runs: TTextFormat[] = [];
  const lines: TLineFormat[] = [];
  for (const { insert, attributes = {} } of delta) {
    for (const part of insert.split(/(\n)/)) {
      if (part === '\n')
        lines.push({
          align: attributes.align ?? DEFAULTS.align,
          lineheight: attributes.lineheight ?? DEFAULTS.lineheight,
        });
      else if (part) runs.push(attributes);
    }
  }
  if (!delta[delta.length - 1]?.insert.endsWith('\n'))
    lines.push({ align: DEFAULTS.align, lineheight: DEFAULTS.lineheight });
  const formats: Record<string, unknown> = {};
  for (const key of CHARACTER_KEYS) {
    const value = common(runs.map((run) => run[key] ?? (key === 'background' ? undefined : DEFAULTS[key])));
    if (value !== undefined) formats[key] = value;
  }
  const align = common(lines.map((entry) => entry.align));
  const lineheight = common(lines.map((entry) => entry.lineheight));
  if (align) formats.align = align;
  if (lineheight) formats.lineheight = lineheight;
  return formats as TextFormats;
}
