import { useMemo, useRef, type CSSProperties } from 'react';
import { fontFamilyCss } from '@placard/fonts';
import {
  formatMenuPrice,
  type Locale,
  type TMenu,
  type TMenuItem,
  type TMenuSettings,
} from '@placard/contract';
import { useFitText } from '../../alert/fitText';
import { Ornamented } from './menu/MenuOrnaments';
import { menuColors, type MenuColors, type MenuTheme } from './menu/menuTheme';
import { MENU_THEMES } from './menu/menuThemes';
import type { WidgetLabels } from './widgetLabels';

/** The body text is at most this share of the element's smaller side (then shrinks to fit). */
const LARGEST_SHARE = 1 / 18;

const BOX: CSSProperties = {
  width: '100%',
  height: '100%',
  boxSizing: 'border-box',
  overflow: 'hidden',
  lineHeight: 1.25,
};
const CONTENT: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  height: '100%',
  overflow: 'hidden',
};

/** A category as shown: its name and the items it shows. */
export type MenuSection = { id: number; name: string; items: TMenuItem[] };

/** The categories a menu element shows, in the menu's order, each with the items it shows. */
export function menuSections(menu: TMenu, settings: TMenuSettings): MenuSection[] {
  const chosen = settings.categoryIds === null ? null : new Set(settings.categoryIds);
  return menu.categories
    .filter((category) => chosen === null || chosen.has(category.id))
    .map((category) => ({
      ...category,
      items: menu.items.filter(
        (item) => item.categoryId === category.id && (settings.showSoldOut || item.available),
      ),
    }))
    .filter((section) => section.items.length > 0);
}

/** Columns by the element's shape, never more than its items fill. */
export function menuColumns(width: number, height: number, itemCount: number): number {
  const ratio = width / height;
  const byShape = ratio >= 2.4 ? 3 : ratio >= 1.25 ? 2 : 1;
  return Math.max(1, Math.min(byShape, Math.ceil(itemCount / 3)));
}

type ItemProps = {
  item: TMenuItem;
  theme: MenuTheme;
  colors: MenuColors;
  price: string;
  settings: TMenuSettings;
  labels: WidgetLabels;
};

function MenuItemRow({ item, theme, colors, price, settings, labels }: ItemProps) {
  const soldOut = !item.available;
  // a sold-out item's name, price and picture fade and are struck through; its badge and description stay legible
  const faded: CSSProperties = soldOut ? { opacity: 0.7 } : {};
  const struck: CSSProperties = soldOut ? { textDecoration: 'line-through', ...faded } : {};
  const leader = theme.leader;
  return (
    <div
      data-menu-item={item.id}
      data-sold-out={soldOut || undefined}
      style={{
        display: 'flex',
        alignItems: 'flex-start',
        breakInside: 'avoid',
        ...theme.item(colors),
      }}
    >
      {settings.showPictures && item.pictureUrl && (
        <img
          src={item.pictureUrl}
          alt=""
          draggable={false}
          style={{
            flex: 'none',
            objectFit: 'cover',
            boxSizing: 'border-box',
            ...theme.picture(colors),
            ...faded,
          }}
        />
      )}
      <div style={{ flex: '1 1 auto', minWidth: 0 }}>
        <div style={{ display: 'flex', alignItems: 'baseline' }}>
          {/* a name wraps between its words; only a word longer than the whole line is cut */}
          <span style={{ ...theme.itemName(colors), ...struck, overflowWrap: 'break-word' }}>
            {item.name}
          </span>
          <span aria-hidden style={{ flex: '1 1 1em', minWidth: '1em', ...(leader ? leader(colors) : {}) }} />
          <span
            data-menu-price=""
            style={{ flex: 'none', whiteSpace: 'nowrap', ...theme.price(colors), ...struck }}
          >
            {price}
          </span>
        </div>
        {/* on a line of its own, so neither the name nor the price is ever squeezed by it */}
        {soldOut && (
          <div style={{ lineHeight: 1.1 }}>
            <span
              data-menu-sold-out=""
              style={{
                display: 'inline-block',
                whiteSpace: 'nowrap',
                ...theme.soldOut(colors),
                marginLeft: 0,
                marginTop: '0.15em',
              }}
            >
              {labels.soldOut}
            </span>
          </div>
        )}
        {settings.showDescriptions && item.description && (
          <div data-menu-description="" style={{ ...theme.description(colors), overflowWrap: 'anywhere' }}>
            {item.description}
          </div>
        )}
      </div>
    </div>
  );
}

type MenuWidgetProps = {
  menu: TMenu;
  settings: TMenuSettings;
  /** the element's size in canvas units */
  width: number;
  height: number;
  /** the screen's language: prices are written in it unless the menu sets a number format */
  locale: Locale;
  labels: WidgetLabels;
};

/**
 * A menu in one of its four styles: the chosen categories in columns by the element's shape, sold-out
 * items struck through with a badge, prices in the menu's currency. Every size is in em of one font
 * size, fitted so that the whole menu shows in the element, never overflowing it.
 */
export function MenuWidget({ menu, settings, width, height, locale, labels }: MenuWidgetProps) {
  const box = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const theme = MENU_THEMES[settings.style];
  const colors = menuColors(theme, settings);
  const sections = useMemo(() => menuSections(menu, settings), [menu, settings]);
  const itemCount = sections.reduce((count, section) => count + section.items.length, 0);
  const columns = menuColumns(width, height, itemCount);
  const numberLocale = menu.numberFormat ?? locale;
  useFitText(
    box,
    content,
    JSON.stringify([menu, settings, columns, numberLocale]),
    Math.min(width, height) * LARGEST_SHARE,
  );
  const heading = fontFamilyCss(theme.headingFont);
  const row = (item: TMenuItem) => (
    <MenuItemRow
      key={item.id}
      item={item}
      theme={theme}
      colors={colors}
      price={formatMenuPrice(item.price, menu.currency, numberLocale)}
      settings={settings}
      labels={labels}
    />
  );
  return (
    <div
      ref={box}
      data-menu-style={settings.style}
      style={{ ...BOX, fontFamily: fontFamilyCss(theme.bodyFont), ...theme.root(colors) }}
    >
      <div ref={content} style={CONTENT}>
        {settings.showTitle && (
          <Ornamented ornament={theme.titleOrnament} colors={colors} double>
            <div data-menu-title="" style={{ fontFamily: heading, ...theme.title(colors) }}>
              {menu.name}
            </div>
          </Ornamented>
        )}
        <div
          style={{
            flex: '1 1 auto',
            minHeight: 0,
            columnCount: columns,
            columnGap: `${theme.columnGap}em`,
          }}
        >
          {sections.map((section, index) => (
            <section
              key={section.id}
              data-menu-category={section.id}
              style={{
                breakInside: theme.keepSectionsWhole ? 'avoid' : 'auto',
                ...theme.section(colors, index),
              }}
            >
              {/* the category's name never ends a column: it goes with its first item */}
              <div style={{ breakInside: 'avoid' }}>
                <Ornamented ornament={theme.categoryOrnament} colors={colors}>
                  <h3 style={{ fontFamily: heading, ...theme.categoryName(colors, index) }}>
                    {section.name}
                  </h3>
                </Ornamented>
                {section.items.slice(0, 1).map(row)}
              </div>
              {section.items.slice(1).map(row)}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
