import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import type { JSDOM } from 'jsdom';
import { AppError } from '../http/app-error.js';
import { cleanCss, isSafeReference } from './svg-css.js';
import { svgRootOffset } from './svg-root.js';

const SVG_NS = 'http://www.w3.org/2000/svg';
const SHOW_COMMENT = 0x80;

/** DOMPurify's SVG profile (no script, no event handlers, no foreignObject) plus a local <use>. */
const CONFIG = {
  USE_PROFILES: { svg: true, svgFilters: true },
  ADD_TAGS: ['use'],
  FORBID_TAGS: ['script', 'foreignobject'],
  RETURN_DOM_FRAGMENT: true,
} satisfies Config;

type Sanitizer = { purify: DOMPurify; window: JSDOM['window'] };
let sanitizer: Promise<Sanitizer> | undefined;

/**
 * Built on first use: a server-side DOM costs most of a second and 90 MB to load, so the server
 * loads it when the first SVG arrives, not at start.
 */
function getSanitizer(): Promise<Sanitizer> {
  sanitizer ??= buildSanitizer();
  return sanitizer;
}

async function buildSanitizer(): Promise<Sanitizer> {
  const { JSDOM } = await import('jsdom');
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const { attrName: name, attrValue: value } = data;
    if (name === 'href' || name.endsWith(':href')) {
      if (!isSafeReference(value)) data.keepAttr = false;
    } else if (name === 'style') {
      const css = cleanCss(value);
      if (css === null) data.keepAttr = false;
      else data.attrValue = css;
    } else if (/url\s*\(|@import/i.test(value) && cleanCss(value) !== value) {
      data.keepAttr = false;
    }
  });
  return { purify, window };
}

/** Drops comments (which XML allows less than HTML) and cleans the CSS of <style> elements. */
function cleanTree(root: Element): void {
  const walker = root.ownerDocument.createTreeWalker(root, SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
  for (const style of Array.from(root.getElementsByTagNameNS(SVG_NS, 'style'))) {
    const css = cleanCss(style.textContent ?? '');
    if (css === null) style.remove();
    else style.textContent = css;
  }
}

/**
 * Cleans an SVG document before it is stored: no scripts, event handlers or foreignObject, and no
 * reference to anything outside the file (href/xlink:href only to '#fragment' or a raster data: image;
 * no @import, no url() to elsewhere). Answers the SVG as XML; refuses text that is no SVG document or
 * an SVG with nothing left to draw. DOMPurify parses the markup as the HTML parser does inline SVG
 * (lenient, namespaces and camel-case names fixed up); the cleaned tree is written out as XML, so the
 * stored file reads back as exactly that tree.
 */
export async function sanitizeSvg(source: string): Promise<string> {
  const start = svgRootOffset(source);
  if (start < 0) throw new AppError('MEDIA_SVG_INVALID');
  const { purify, window } = await getSanitizer();
  const root = purify.sanitize(source.slice(start), CONFIG).firstElementChild;
  if (!root || root.namespaceURI !== SVG_NS || root.localName !== 'svg') {
    throw new AppError('MEDIA_SVG_INVALID');
  }
  cleanTree(root);
  if (root.childElementCount === 0) throw new AppError('MEDIA_SVG_INVALID');
  return new window.XMLSerializer().serializeToString(root);
}
