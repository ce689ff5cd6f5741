import { defaultTreeAdapter as tree, parseFragment, type DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.Node;

/** Elements whose content is not text a reader sees. */
const HIDDEN = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'svg',
  'math',
  'head',
]);
/** Elements that break a line: a space keeps the words on either side apart. */
const BREAKING = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);

/**
 * Walks a fragment's nodes in document order, without recursion (a fragment may nest deeply), with an
 * 'end-of-block' after each breaking element's content.
 */
function* walk(html: string): Generator<Node | 'end-of-block'> {
  const pending: (Node | 'end-of-block')[] = [parseFragment(html)];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    yield node;
    if (node === 'end-of-block' || !('childNodes' in node)) continue;
    if (tree.isElementNode(node) && HIDDEN.has(node.tagName)) continue;
    if (tree.isElementNode(node) && BREAKING.has(node.tagName)) pending.push('end-of-block');
    for (const child of [...node.childNodes].reverse()) pending.push(child);
  }
}

/**
 * The text a reader sees in an HTML fragment: tags dropped (scripts, styles and the like with their
 * content), character references decoded, and white space collapsed to single spaces.
 */
export function htmlToText(html: string): string {
  const parts: string[] = [];
  for (const node of walk(html)) {
    if (node === 'end-of-block') parts.push(' ');
    else if (tree.isTextNode(node)) parts.push(node.value);
    else if (tree.isElementNode(node) && BREAKING.has(node.tagName)) parts.push(' ');
  }
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** The src of the first <img> in an HTML fragment, as written there. */
export function firstImageSource(html: string): string | null {
  for (const node of walk(html)) {
    if (node !== 'end-of-block' && tree.isElementNode(node) && node.tagName === 'img') {
      const source = node.attrs.find((attribute) => attribute.name === 'src')?.value.trim();
      if (source) return source;
    }
  }
  return null;
}

/** Text of at most `maxLength` characters: cut after the last whole word that fits, with an ellipsis. */
export function cutAtWord(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  let kept = text.slice(0, maxLength - 1);
  const lastSpace = kept.lastIndexOf(' ');
  // a word longer than half the room is cut where the room ends
  if (lastSpace > maxLength / 2) kept = kept.slice(0, lastSpace);
  else if (/[\uD800-\uDBFF]$/.test(kept)) kept = kept.slice(0, -1);
  return `${kept.replace(/[\s,;:.\-–—]+$/, '')}…`;
}
