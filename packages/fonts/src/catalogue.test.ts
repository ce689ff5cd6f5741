/// <reference types="node" />
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FONT, ZTextFormat } from '@placard/contract';
import { FONTS, fontById, fontFaceCss, fontFamilyCss, fontFileUrl, resolveFont } from './catalogue.js';
import { FONT_CATEGORIES } from './fontEntry.js';
import { shippedStyles, sourceFileFor } from './sourceFiles.js';

const require = createRequire(import.meta.url);

function filesDir(id: string): string {
  return path.join(path.dirname(require.resolve(`@fontsource/${id}/package.json`)), 'files');
}

describe('font catalogue', () => {
  it('has one entry per installed font package, about 80, with unique ids a text format accepts', () => {
    const manifest = require('../package.json') as { dependencies: Record<string, string> };
    const packages = Object.keys(manifest.dependencies)
      .filter((name) => name.startsWith('@fontsource/'))
      .map((name) => name.slice('@fontsource/'.length));
    const ids = FONTS.map((font) => font.quillId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(75);
    expect(ids.length).toBeLessThanOrEqual(90);
    expect([...ids].sort()).toEqual([...packages].sort());
    for (const id of ids) expect(ZTextFormat.safeParse({ font: id }).success, id).toBe(true);
  });

  it('gives every font a name, a Placard family, a category, a file and a thumbnail', () => {
    for (const font of FONTS) {
      expect(font.name, font.quillId).not.toBe('');
      expect(font.family).toBe(`Placard ${font.name}`);
      expect(FONT_CATEGORIES).toContain(font.category);
      expect(['sans-serif', 'serif', 'cursive', 'monospace']).toContain(font.fallback);
      expect(font.styles).toContainEqual({ weight: 400, style: 'normal' });
      expect(font.url).toBe(`/fonts/${font.quillId}-400-normal.woff2`);
      expect(font.thumbnailUrl).toBe(`/fonts/thumbnails/${font.quillId}.svg`);
    }
  });

  it('lists the styles the installed packages really ship, each backed by a latin file', () => {
    for (const font of FONTS) {
      const files = readdirSync(filesDir(font.quillId));
      expect(font.styles, font.quillId).toEqual(shippedStyles(font.quillId, files));
      for (const { weight, style } of font.styles) {
        const file = sourceFileFor(font.quillId, files, weight, style);
        expect(file, `${font.quillId} ${weight} ${style}`).toBeDefined();
        expect(existsSync(path.join(filesDir(font.quillId), file ?? ''))).toBe(true);
      }
      // the thumbnail is drawn from the WOFF copy of the regular style
      expect(sourceFileFor(font.quillId, files, 400, 'normal', 'woff'), font.quillId).toBeDefined();
    }
  });

  it('finds fonts by id and answers nothing for an unknown one', () => {
    expect(fontById('open-sans')?.name).toBe('Open Sans');
    expect(fontById('comic-sans')).toBeUndefined();
    expect(fontById('')).toBeUndefined();
    expect(resolveFont('comic-sans').quillId).toBe(DEFAULT_FONT);
    expect(resolveFont(undefined).quillId).toBe(DEFAULT_FONT);
  });

  it('writes the CSS family of a font, falling back to the default font', () => {
    expect(fontFamilyCss('roboto')).toBe('"Placard Roboto", sans-serif');
    expect(fontFamilyCss('lobster')).toBe('"Placard Lobster", cursive');
    expect(fontFamilyCss('ibm-plex-mono')).toBe('"Placard IBM Plex Mono", monospace');
    expect(fontFamilyCss('no-such-font')).toBe('"Placard Roboto", sans-serif');
    expect(fontFamilyCss(undefined)).toBe('"Placard Roboto", sans-serif');
  });

  it('names the served file of a weight and style', () => {
    const lato = fontById('lato');
    if (!lato) throw new Error('lato is missing');
    expect(fontFileUrl(lato, 700, 'italic')).toBe('/fonts/lato-700-italic.woff2');
    expect(fontFileUrl(lato, 400, 'normal')).toBe(lato.url);
  });

  it('writes @font-face rules for every style of known fonts only', () => {
    const css = fontFaceCss(['pt-sans', 'no-such-font', 'pt-sans']);
    expect(css.match(/@font-face/g)).toHaveLength(4);
    expect(css).toContain('font-family: "Placard PT Sans"');
    expect(css).toContain(
      'url("/fonts/pt-sans-700-italic.woff2") format("woff2"); font-weight: 700; font-style: italic;',
    );
    expect(fontFaceCss(['no-such-font'])).toBe('');
  });
});
