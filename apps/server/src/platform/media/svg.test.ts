import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.js';
import { sanitizeSvg } from './svg.js';
import { cleanCss, isSafeReference } from './svg-css.js';

const OPEN =
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">';
const svg = (inner: string, open = OPEN) => `${open}${inner}</svg>`;
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYPj/HwADAgH/ybWfJQAAAABJRU5ErkJggg==';

/** Parses the result as the XML a browser reads from an .svg file (throws when it is not well-formed). */
function parse(result: string) {
  const document = new JSDOM(result, { contentType: 'image/svg+xml' }).window.document;
  const root = document.documentElement;
  expect(root.namespaceURI).toBe('http://www.w3.org/2000/svg');
  expect(root.localName).toBe('svg');
  return root;
}

async function refusal(source: string): Promise<AppError> {
  try {
    await sanitizeSvg(source);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected a refusal');
}

describe('sanitizeSvg cleans', () => {
  it('removes <script>', async () => {
    const result = await sanitizeSvg(
      svg('<script>alert(1)</script><script href="https://evil.test/x.js"/><circle r="2"/>'),
    );
    expect(result).not.toMatch(/script|alert/i);
    expect(parse(result).querySelector('circle')).not.toBeNull();
  });

  it('removes event handlers', async () => {
    const result = await sanitizeSvg(
      svg('<rect width="1" onclick="alert(2)"/>', OPEN.replace('>', ' onload="alert(1)">')),
    );
    expect(result).not.toMatch(/onload|onclick|alert/i);
    expect(parse(result).querySelector('rect')?.getAttribute('width')).toBe('1');
  });

  it('removes <foreignObject> and the HTML inside it', async () => {
    const result = await sanitizeSvg(
      svg(
        '<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.test"></iframe></div></foreignObject><rect/>',
      ),
    );
    expect(result).not.toMatch(/foreignObject|iframe|div|evil/i);
    expect(parse(result).querySelector('rect')).not.toBeNull();
  });

  it('removes animations that could point a link elsewhere, and markup hidden in style or title', async () => {
    const result = await sanitizeSvg(
      svg(
        '<a><animate attributeName="href" values="javascript:alert(1)"/><set attributeName="xlink:href" to="https://evil.test"/><circle r="1"/></a>' +
          '<title><script>alert(2)</script>Name</title><style><img src=x onerror=alert(3)></style>',
      ),
    );
    expect(result).not.toMatch(/animate|set |javascript|evil|script|alert|onerror|img/i);
    expect(parse(result).querySelector('a circle')).not.toBeNull();
  });

  it('removes references to other files', async () => {
    const result = await sanitizeSvg(
      svg(
        '<image xlink:href="http://evil.test/a.png" width="5"/>' +
          '<use href="https://evil.test/sprite.svg#icon"/>' +
          '<use xlink:href="javascript:alert(1)"/>' +
          `<image href="data:image/svg+xml;base64,PHN2Zy8+"/>` +
          '<a href="https://evil.test"><circle r="1"/></a>' +
          '<rect fill="url(http://evil.test/p.svg#g)" stroke="red"/>',
      ),
    );
    expect(result).not.toMatch(/evil|javascript|svg\+xml/);
    const root = parse(result);
    expect(root.querySelectorAll('image, use, a, circle').length).toBe(6);
    expect(root.querySelector('rect')?.getAttribute('stroke')).toBe('red');
    expect(root.querySelector('rect')?.hasAttribute('fill')).toBe(false);
  });

  it('removes @import and url() to other files from CSS', async () => {
    const result = await sanitizeSvg(
      svg(
        '<style>@import url(http://evil.test/a.css); @import "https://evil.test/b.css";' +
          ' .a { fill: url(#g); background: url("https://evil.test/c.png") }</style>' +
          '<rect class="a" style="fill: url(#g); stroke: url(https://evil.test/d#e)"/>',
      ),
    );
    expect(result).not.toMatch(/evil|@import/);
    const root = parse(result);
    expect(root.querySelector('style')?.textContent).toContain('.a { fill: url(#g); background: none }');
    expect(root.querySelector('rect')?.getAttribute('style')).toBe('fill: url(#g); stroke: none');
  });

  it('drops CSS it cannot read safely', async () => {
    const result = await sanitizeSvg(
      svg('<style>@\\69mport "https://evil.test/a.css";</style><rect style="fill: u\\72l(x)"/>'),
    );
    expect(result).not.toMatch(/evil|style/);
    expect(parse(result).querySelector('rect')).not.toBeNull();
  });

  it('keeps references inside the file and embedded raster images', async () => {
    const result = await sanitizeSvg(
      svg(
        `<defs><circle id="dot" r="1"/></defs><use href="#dot"/><use xlink:href="#dot"/><image href="${PIXEL}"/>`,
      ),
    );
    const root = parse(result);
    const uses = root.querySelectorAll('use');
    expect(uses[0]?.getAttribute('href')).toBe('#dot');
    expect(uses[1]?.getAttributeNS('http://www.w3.org/1999/xlink', 'href')).toBe('#dot');
    expect(root.querySelector('image')?.getAttribute('href')).toBe(PIXEL);
  });
});

describe('sanitizeSvg keeps a harmless drawing', () => {
  const drawing =
    '<?xml version="1.0" encoding="UTF-8"?>\n<!-- Generator: hand -->\n' +
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80" viewBox="0 0 120 80">' +
    '<title>Logo &amp; mark</title>' +
    '<defs><linearGradient id="fade" x1="0" x2="1"><stop offset="0" stop-color="#C91E4E"/><stop offset="1" stop-color="#2E96F4"/></linearGradient>' +
    '<filter id="blur"><feGaussianBlur stdDeviation="2"/></filter></defs>' +
    '<style>.label { font: bold 12px sans-serif; fill: #333 }</style>' +
    '<g transform="translate(10 10)"><rect width="100" height="60" rx="8" fill="url(#fade)" filter="url(#blur)"/>' +
    '<path d="M0 0 L100 60" stroke="#fff" stroke-width="2"/><text class="label" x="10" y="35">Caf\u00e9&#160;menu</text></g></svg>';

  it('with its structure, camel-case names, gradients, filters, styles and text', async () => {
    const root = parse(await sanitizeSvg(drawing));
    expect(root.getAttribute('viewBox')).toBe('0 0 120 80');
    expect(root.getAttribute('width')).toBe('120');
    expect(root.querySelector('title')?.textContent).toBe('Logo & mark');
    expect(root.querySelector('linearGradient')?.getAttribute('x2')).toBe('1');
    expect(root.querySelectorAll('stop')[1]?.getAttribute('stop-color')).toBe('#2E96F4');
    expect(root.querySelector('feGaussianBlur')?.getAttribute('stdDeviation')).toBe('2');
    expect(root.querySelector('style')?.textContent).toBe(
      '.label { font: bold 12px sans-serif; fill: #333 }',
    );
    const rect = root.querySelector('rect');
    expect([rect?.getAttribute('fill'), rect?.getAttribute('filter'), rect?.getAttribute('rx')]).toEqual([
      'url(#fade)',
      'url(#blur)',
      '8',
    ]);
    expect(root.querySelector('path')?.getAttribute('d')).toBe('M0 0 L100 60');
    expect(root.querySelector('g')?.getAttribute('transform')).toBe('translate(10 10)');
    expect(root.querySelector('text')?.textContent).toBe('Caf\u00e9\u00a0menu');
  });

  it('and gives the same result when cleaned again', async () => {
    const once = await sanitizeSvg(drawing);
    expect(await sanitizeSvg(once)).toBe(once);
  });

  it('adds the SVG namespace a hand-written file forgot', async () => {
    expect(
      parse(await sanitizeSvg('<svg viewBox="0 0 1 1"><rect width="1" height="1"/></svg>')).childElementCount,
    ).toBe(1);
  });
});

describe('sanitizeSvg refuses', () => {
  it.each([
    ['text that is no SVG', 'hello'],
    ['an HTML page', '<html><body><svg><rect/></svg></body></html>'],
    [
      'an SVG with nothing left to draw',
      svg('<script>alert(1)</script><foreignObject><p>x</p></foreignObject>'),
    ],
    ['an empty SVG', '<svg/>'],
  ])('%s', async (_name, source) => {
    const error = await refusal(source);
    expect(error.code).toBe('MEDIA_SVG_INVALID');
    expect(error.statusCode).toBe(415);
  });
});

describe('the reference and CSS rules', () => {
  it('allow only fragments and raster data: images', async () => {
    for (const ok of ['#a', ' #icon-1 ', PIXEL, 'data:image/jpeg;base64,AAAA'])
      expect(isSafeReference(ok), ok).toBe(true);
    for (const bad of [
      '',
      '#',
      'a.svg#b',
      '//evil.test/x',
      'https://x/#a',
      'data:image/svg+xml;base64,AA',
      'data:text/html,<b>',
      'javascript:alert(1)',
    ]) {
      expect(isSafeReference(bad), bad).toBe(false);
    }
  });

  it('clean CSS or give it up', async () => {
    expect(cleanCss('a{fill:url( "#g" )}')).toBe('a{fill:url( "#g" )}');
    expect(cleanCss("a{background:url('http://x')}")).toBe('a{background:none}');
    expect(cleanCss('@import "x.css"; a{}')).toBe(' a{}');
    expect(cleanCss('a{background:image-set("x.png" 1x)}')).toBeNull();
    expect(cleanCss('@font-face{src:url(https://x/f.woff)} a{}')).toBe('@font-face{src:none} a{}');
    expect(cleanCss('a{background:url(x y)}')).toBeNull();
    expect(cleanCss('a{content:"\\41"}')).toBeNull();
  });
});
