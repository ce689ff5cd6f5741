import { DEFAULT_FONT, deltaFonts, type TSlideData } from '@placard/contract';
import { cellStyle } from '../elements/widgets/cellStyle';
import { menuFonts } from '../elements/widgets/menu/menuThemes';

/**
 * The font ids a slide's text (and its sheet cells and menus) use, the default font included when some text
 * names none.
 */
export function slideFonts(slide: Pick<TSlideData, 'elements'>): string[] {
  const ids = new Set<string>();
  for (const element of slide.elements) {
    if (element.eltype === 'cell') ids.add(cellStyle(element.contents).format.font ?? DEFAULT_FONT);
    if (element.eltype === 'menu') for (const id of menuFonts(element.contents)) ids.add(id);
    if (element.eltype !== 'text') continue;
    const { delta } = element.contents;
    for (const id of deltaFonts(delta)) ids.add(id);
    if (delta.some((op) => !op.attributes?.font && op.insert.replaceAll('\n', '') !== ''))
      ids.add(DEFAULT_FONT);
  }
  return [...ids];
}
