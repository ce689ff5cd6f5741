const isXmlSpace = (code: number) => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;

/** The index just after `marker` found from `from`, or -1. */
function closing(text: string, marker: string, from: number): number {
  const at = text.indexOf(marker, from);
  return at < 0 ? -1 : at + marker.length;
}

/** The end of a doctype that starts at `start`, skipping quoted strings, comments and an internal subset. */
function doctypeEnd(text: string, start: number): number {
  let quote = '';
  let depth = 0;
  for (let i = start + '<!DOCTYPE'.length; i < text.length; i++) {
    const char = text[i];
    if (quote) {
      if (char === quote) quote = '';
    } else if (depth > 0 && text.startsWith('<!--', i)) {
      const end = closing(text, '-->', i + 4);
      if (end < 0) return -1;
      i = end - 1;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '[') depth += 1;
    else if (char === ']') depth -= 1;
    else if (char === '>' && depth <= 0) return i + 1;
  }
  return -1;
}

/**
 * Where the root element of an SVG document starts: after an optional byte order mark, the XML
 * declaration and other processing instructions, comments and a doctype. -1 when the text is not an
 * SVG document (or its prolog does not end within the text).
 */
export function svgRootOffset(text: string): number {
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (;;) {
    while (i < text.length && isXmlSpace(text.charCodeAt(i))) i += 1;
    let end: number;
    if (text.startsWith('<?', i)) end = closing(text, '?>', i + 2);
    else if (text.startsWith('<!--', i)) end = closing(text, '-->', i + 4);
    else if (text.slice(i, i + 9).toUpperCase() === '<!DOCTYPE') end = doctypeEnd(text, i);
    else break;
    if (end < 0) return -1;
    i = end;
  }
  return /^<svg[\s/>]/.test(text.slice(i, i + 5)) ? i : -1;
}
