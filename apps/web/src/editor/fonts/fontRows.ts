import { FONT_CATEGORIES, FONTS, fontById, type FontCategory, type FontEntry } from '@placard/fonts';

/** A line of the font list: a group's heading or a font. A font can be in two groups (recent, category). */
export type FontRow =
  { kind: 'heading'; key: string; label: string } | { kind: 'font'; key: string; font: FontEntry };

export type FontFilter = { query: string; category: FontCategory | 'all' };

export type FontGroupLabels = { recent: string; categories: Record<FontCategory, string> };

/** Lower case, without accents and extra spaces, so "Éxo  2" finds "Exo 2". */
function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Whether a font's name holds the query, spaces optional ("opensans" finds "Open Sans"). */
export function fontMatches(font: FontEntry, query: string): boolean {
  const wanted = searchable(query);
  if (!wanted) return true;
  const name = searchable(font.name);
  return name.includes(wanted) || name.replaceAll(' ', '').includes(wanted.replaceAll(' ', ''));
}

/**
 * The rows of the font list: "Recently used" (fonts still in the catalogue, most recent first),
 * then every category with its fonts by name; a group left empty by the filter is left out.
 */
export function fontRows(
  recentIds: readonly string[],
  filter: FontFilter,
  labels: FontGroupLabels,
): FontRow[] {
  const shown = (font: FontEntry) =>
    (filter.category === 'all' || font.category === filter.category) && fontMatches(font, filter.query);
  const rows: FontRow[] = [];
  const group = (key: string, label: string, fonts: FontEntry[]) => {
    if (fonts.length === 0) return;
    rows.push({ kind: 'heading', key, label });
    for (const font of fonts) rows.push({ kind: 'font', key: `${key}:${font.quillId}`, font });
  };
  const recent = recentIds.flatMap((id) => {
    const font = fontById(id);
    return font && shown(font) ? [font] : [];
  });
  group('recent', labels.recent, recent);
  for (const category of FONT_CATEGORIES) {
    const fonts = FONTS.filter((font) => font.category === category && shown(font));
    group(category, labels.categories[category], fonts);
  }
  return rows;
}
