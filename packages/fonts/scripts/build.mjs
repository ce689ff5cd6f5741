// Builds packages/fonts/dist, which the server serves under /fonts/: the latin woff2 file of every
// catalogue style, named <id>-<weight>-<style>.woff2, and thumbnails/<id>.svg, the font's name drawn
// in the font as SVG paths (no font file or external reference needed to show it).
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import opentype from 'opentype.js';
import { tsImport } from 'tsx/esm/api';
import { packageFiles, packageFilesDir } from './fontsource.mjs';

const { FONTS } = await tsImport('../src/fontList.ts', import.meta.url);
const { sourceFileFor } = await tsImport('../src/sourceFiles.ts', import.meta.url);

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const THUMBNAIL = { width: 240, height: 40, padding: 4, fontSize: 26, fill: '#333333' };

function escapeXml(text) {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The outline of a line of text: glyph by glyph with the font's kerning. (opentype.js's own text
 * shaping stops at some contextual substitutions these fonts carry, and a name needs none.)
 */
function textPath(fontFile, text, x, baseline, size) {
  const scale = size / fontFile.unitsPerEm;
  const kerning = fontFile.position.getKerningTables(fontFile.position.getDefaultScriptName());
  const glyphs = [...text].map((c) => fontFile.charToGlyph(c));
  const outline = new opentype.Path();
  let pen = x;
  glyphs.forEach((glyph, i) => {
    outline.extend(glyph.getPath(pen, baseline, size));
    pen += (glyph.advanceWidth ?? 0) * scale;
    const next = glyphs[i + 1];
    if (next) {
      const kern = kerning
        ? fontFile.position.getKerningValue(kerning, glyph.index, next.index)
        : fontFile.getKerningValue(glyph, next);
      pen += kern * scale;
    }
  });
  return outline;
}

/** SVG path data with two decimals (opentype.js 2.0's own toPathData writes NaN for tiny fractions). */
function pathData(outline) {
  const n = (v) => String(Math.round(v * 100) / 100);
  return outline.commands
    .map((c) => {
      if (c.type === 'M' || c.type === 'L') return `${c.type}${n(c.x)} ${n(c.y)}`;
      if (c.type === 'Q') return `Q${n(c.x1)} ${n(c.y1)} ${n(c.x)} ${n(c.y)}`;
      if (c.type === 'C') return `C${n(c.x1)} ${n(c.y1)} ${n(c.x2)} ${n(c.y2)} ${n(c.x)} ${n(c.y)}`;
      return 'Z';
    })
    .join('');
}

/** The name of a font drawn in that font: as large as fits, centred vertically, left-aligned. */
function thumbnailSvg(font, fontFile) {
  const { width, height, padding, fontSize, fill } = THUMBNAIL;
  const missing = [...font.name].filter((c) => c !== ' ' && fontFile.charToGlyphIndex(c) === 0);
  if (missing.length > 0) throw new Error(`${font.quillId}: no glyph for ${missing.join('')}`);
  const natural = textPath(fontFile, font.name, 0, 0, fontSize).getBoundingBox();
  const scale = Math.min(
    1,
    (width - 2 * padding) / (natural.x2 - natural.x1),
    (height - 2 * padding) / (natural.y2 - natural.y1),
  );
  const size = fontSize * scale;
  const box = textPath(fontFile, font.name, 0, 0, size).getBoundingBox();
  const x = padding - box.x1;
  const baseline = (height - (box.y2 - box.y1)) / 2 - box.y1;
  const d = pathData(textPath(fontFile, font.name, x, baseline, size));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<title>${escapeXml(font.name)}</title><path fill="${fill}" d="${d}"/></svg>\n`
  );
}

async function buildFont(font) {
  const dir = packageFilesDir(font.quillId);
  const files = packageFiles(font.quillId);
  const source = (weight, style, format) => {
    const file = sourceFileFor(font.quillId, files, weight, style, format);
    if (!file) throw new Error(`${font.quillId}: no ${weight} ${style} ${format} file`);
    return path.join(dir, file);
  };
  await Promise.all(
    font.styles.map(({ weight, style }) =>
      copyFile(source(weight, style, 'woff2'), path.join(dist, `${font.quillId}-${weight}-${style}.woff2`)),
    ),
  );
  // opentype.js reads WOFF (not WOFF2), which every @fontsource package ships next to the woff2
  const woff = await readFile(source(400, 'normal', 'woff'));
  const fontFile = opentype.parse(woff.buffer.slice(woff.byteOffset, woff.byteOffset + woff.byteLength));
  await writeFile(path.join(dist, 'thumbnails', `${font.quillId}.svg`), thumbnailSvg(font, fontFile));
}

const started = performance.now();
await rm(dist, { recursive: true, force: true });
await mkdir(path.join(dist, 'thumbnails'), { recursive: true });
await Promise.all(FONTS.map(buildFont));
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `Fonts: ${FONTS.length} fonts written to ${path.relative(process.cwd(), dist) || '.'} in ${seconds} s`,
);
