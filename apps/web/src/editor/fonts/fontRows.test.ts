import { describe, expect, it } from 'vitest';
import { FONTS } from '@placard/fonts';
import { fontRows, type FontRow } from './fontRows';

const labels = {
  recent: 'Recently used',
  categories: {
    'sans-serif': 'Sans serif',
    serif: 'Serif',
    display: 'Display',
    handwriting: 'Handwriting',
    monospace: 'Monospace',
  },
};

const headings = (rows: FontRow[]) => rows.flatMap((row) => (row.kind === 'heading' ? [row.label] : []));
const fontIds = (rows: FontRow[]) => rows.flatMap((row) => (row.kind === 'font' ? [row.font.quillId] : []));

describe('font list rows', () => {
  it('lists every font once under its category when nothing was used yet', () => {
    const rows = fontRows([], { query: '', category: 'all' }, labels);
    expect(headings(rows)).toEqual(['Sans serif', 'Serif', 'Display', 'Handwriting', 'Monospace']);
    expect(fontIds(rows).sort()).toEqual(FONTS.map((font) => font.quillId).sort());
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
  });

  it('puts the recently used fonts on top in their order, skipping ids no longer shipped', () => {
    const rows = fontRows(['lobster', 'gone-font', 'lato'], { query: '', category: 'all' }, labels);
    expect(rows.slice(0, 3).map((row) => (row.kind === 'font' ? row.font.quillId : row.label))).toEqual([
      'Recently used',
      'lobster',
      'lato',
    ]);
    expect(rows[3]).toMatchObject({ kind: 'heading', label: 'Sans serif' });
  });

  it('finds fonts by name, ignoring case, accents and spaces', () => {
    expect(fontIds(fontRows([], { query: 'open sans', category: 'all' }, labels))).toEqual(['open-sans']);
    expect(fontIds(fontRows([], { query: 'OPENSANS', category: 'all' }, labels))).toEqual(['open-sans']);
    expect(fontIds(fontRows([], { query: 'Lóbster', category: 'all' }, labels))).toEqual(['lobster']);
    expect(fontRows([], { query: 'zzz', category: 'all' }, labels)).toEqual([]);
  });

  it('shows one category, recent fonts of that category included', () => {
    const rows = fontRows(['lobster', 'space-mono'], { query: '', category: 'monospace' }, labels);
    expect(headings(rows)).toEqual(['Recently used', 'Monospace']);
    expect(fontIds(rows)[0]).toBe('space-mono');
    expect(fontIds(rows)).not.toContain('lobster');
    expect(fontIds(rows).slice(1).sort()).toEqual(
      FONTS.filter((font) => font.category === 'monospace')
        .map((font) => font.quillId)
        .sort(),
    );
  });
});
