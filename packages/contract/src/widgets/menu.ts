import { z } from 'zod';
import { zName } from '../fields.js';
import { zId, ID_MAX } from '../ids.js';
import { zColor } from '../slides/canvas.js';
import { zFileUrl } from '../slides/elements.js';
import { zText } from '../text-rule.js';

/**
 * The menu builder (spec sections 2, 3 and 9): menus are library items of an organization, each with
 * categories and items (name, description, price, category, picture, available or sold out). A menu
 * element places a menu, or some of its categories, on a slide in one of four styles.
 *
 * Prices are whole numbers of the currency's minor unit (cents, öre; yen have none): exact to add and
 * compare, never a float's 0.1 + 0.2, and the same number for every screen whatever its language. The
 * number of decimals comes from the currency (`currencyDigits`), so the form and the renderer agree.
 */

/** Spec section 9: the styles a menu is drawn in. */
export const MENU_STYLES = ['minimalistic', 'modern', 'playful', 'professional'] as const;
export type MenuStyle = (typeof MENU_STYLES)[number];

/** The currencies a menu can price in (ISO 4217), the most used first. */
export const MENU_CURRENCIES = [
  'EUR',
  'USD',
  'GBP',
  'SEK',
  'NOK',
  'DKK',
  'ISK',
  'CHF',
  'PLN',
  'CZK',
  'HUF',
  'RON',
  'TRY',
  'CAD',
  'MXN',
  'BRL',
  'ARS',
  'CLP',
  'COP',
  'PEN',
  'AUD',
  'NZD',
  'JPY',
  'CNY',
  'KRW',
  'INR',
  'SGD',
  'HKD',
  'THB',
  'AED',
  'SAR',
  'ZAR',
] as const;
export type MenuCurrency = (typeof MENU_CURRENCIES)[number];
export const DEFAULT_MENU_CURRENCY: MenuCurrency = 'EUR';

/**
 * How prices are written (decimal mark, grouping, where the currency goes): a language and region,
 * or null for the language of each screen.
 */
export const MENU_NUMBER_FORMATS = [
  'en-US',
  'en-GB',
  'es-ES',
  'es-MX',
  'fr-FR',
  'fr-CH',
  'sv-SE',
  'de-DE',
  'it-IT',
  'nl-NL',
  'pt-BR',
  'ja-JP',
] as const;
export type MenuNumberFormat = (typeof MENU_NUMBER_FORMATS)[number];

export const MENU_NAME_MAX_LENGTH = 100;
export const MENU_CATEGORY_NAME_MAX_LENGTH = 60;
export const MENU_ITEM_NAME_MAX_LENGTH = 80;
export const MENU_ITEM_DESCRIPTION_MAX_LENGTH = 300;
export const MENU_CATEGORIES_MAX = 30;
export const MENU_ITEMS_MAX = 200;
/** The highest price, in minor units (999,999.99 in a currency with cents). */
export const MENU_PRICE_MAX = 99_999_999;

/** How many decimals a currency's prices have: 2 for EUR, 0 for JPY. */
export function currencyDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/** A price in minor units, written for guests: `formatMenuPrice(1250, 'EUR', 'fr')` = "12,50 €". */
export function formatMenuPrice(price: number, currency: string, locale: string): string {
  const digits = currencyDigits(currency);
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      // a guest reads the local sign ("kr", "$"), not the ISO code an unfamiliar pairing gives ("SEK")
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(price / 10 ** digits);
  } catch {
    return (price / 10 ** digits).toFixed(digits);
  }
}

/** A typed price ("12,50", "12.5", "1 200") in minor units, or null when it is not one. */
export function parseMenuPrice(text: string, currency: string): number | null {
  const cleaned = text.replace(/[\s\u00A0\u202F']/g, '');
  const match = /^(\d{1,9})(?:[.,](\d*))?$/.exec(cleaned);
  if (!match) return null;
  const digits = currencyDigits(currency);
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > digits) return null;
  const value = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return value <= MENU_PRICE_MAX ? value : null;
}

/** Ids of categories and items within one menu (the form numbers them). */
const zLocalId = z.number().int().min(1).max(ID_MAX);

export const zMenuName = zName(MENU_NAME_MAX_LENGTH);
export const zMenuCurrency = z.enum(MENU_CURRENCIES, { error: 'validation.invalidValue' });

export const ZMenuCategory = z.object({
  id: zLocalId,
  name: zName(MENU_CATEGORY_NAME_MAX_LENGTH),
});
export type TMenuCategory = z.infer<typeof ZMenuCategory>;

const itemFields = {
  id: zLocalId,
  name: zName(MENU_ITEM_NAME_MAX_LENGTH),
  description: zText().trim().max(MENU_ITEM_DESCRIPTION_MAX_LENGTH).default(''),
  /** minor units of the menu's currency */
  price: z
    .number({ error: 'validation.menuPrice' })
    .int({ error: 'validation.menuPrice' })
    .min(0, { error: 'validation.menuPrice' })
    .max(MENU_PRICE_MAX, { error: 'validation.menuPrice' }),
  categoryId: zLocalId,
  /** an image of the media library, or none */
  mediaId: zId.nullable().default(null),
  /** false: sold out (shown struck through) */
  available: z.boolean().default(true),
};

/** An item as the form sends it: its picture by media id only (the server finds its address). */
export const ZMenuItemInput = z.object(itemFields);
export type TMenuItemInput = z.infer<typeof ZMenuItemInput>;

/** An item as stored and shown: its picture's address beside its media id. */
export const ZMenuItem = z.object({ ...itemFields, pictureUrl: zFileUrl.nullable().default(null) });
export type TMenuItem = z.infer<typeof ZMenuItem>;

type Shape = {
  categories: readonly { id: number }[];
  items: readonly { id: number; categoryId: number }[];
};

/** Category and item ids unique, and each item in one of the menu's categories. */
function checkShape(menu: Shape, context: z.core.$RefinementCtx<Shape>): void {
  const categoryIds = new Set<number>();
  menu.categories.forEach((category, index) => {
    if (categoryIds.has(category.id)) {
      context.addIssue({
        code: 'custom',
        message: 'validation.duplicate',
        path: ['categories', index, 'id'],
      });
    }
    categoryIds.add(category.id);
  });
  const itemIds = new Set<number>();
  menu.items.forEach((item, index) => {
    if (itemIds.has(item.id)) {
      context.addIssue({ code: 'custom', message: 'validation.duplicate', path: ['items', index, 'id'] });
    }
    itemIds.add(item.id);
    if (!categoryIds.has(item.categoryId)) {
      context.addIssue({
        code: 'custom',
        message: 'validation.menuCategory',
        path: ['items', index, 'categoryId'],
      });
    }
  });
}

const documentFields = {
  name: zMenuName,
  currency: zMenuCurrency,
  numberFormat: z.enum(MENU_NUMBER_FORMATS, { error: 'validation.invalidValue' }).nullable().default(null),
  categories: z.array(ZMenuCategory).max(MENU_CATEGORIES_MAX),
};

/** What the menu editor sends: the whole menu, one schema for the form and the server. */
export const ZMenuDocument = z
  .object({ ...documentFields, items: z.array(ZMenuItemInput).max(MENU_ITEMS_MAX) })
  .superRefine(checkShape);
export type TMenuDocument = z.infer<typeof ZMenuDocument>;
export type TMenuDocumentInput = z.input<typeof ZMenuDocument>;

/** A menu as the library, the editor and the screens get it (the snapshot of a menu element's data). */
export const ZMenu = z
  .object({
    id: zId,
    ...documentFields,
    items: z.array(ZMenuItem).max(MENU_ITEMS_MAX),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .superRefine(checkShape);
export type TMenu = z.infer<typeof ZMenu>;

/** A menu in the list of menus. */
export const ZMenuSummary = z.object({
  id: zId,
  name: z.string(),
  currency: zMenuCurrency,
  categoryCount: z.number().int(),
  itemCount: z.number().int(),
  soldOutCount: z.number().int(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TMenuSummary = z.infer<typeof ZMenuSummary>;

/** Menus (not shown in spec section 7; designed in its style, all POST under /api/menu/…). */
export const ZMenuListRequest = z.object({}).optional();
export const ZMenuList = z.object({ results: z.array(ZMenuSummary) });
export type TMenuList = z.infer<typeof ZMenuList>;
export const ZMenuIdRequest = z.object({ id: zId });
export const ZMenuCreateRequest = z.object({ name: zMenuName, currency: zMenuCurrency });
export type TMenuCreateRequest = z.infer<typeof ZMenuCreateRequest>;
export const ZMenuRenameRequest = z.object({ id: zId, name: zMenuName });
export type TMenuRenameRequest = z.infer<typeof ZMenuRenameRequest>;
export const ZMenuUpdateRequest = z.intersection(z.object({ id: zId }), ZMenuDocument);
export type TMenuUpdateRequest = z.infer<typeof ZMenuUpdateRequest>;

/** What a user sets on a menu element (its contents in the slide document). */
export const ZMenuSettings = z.object({
  menuId: zId,
  /** the categories shown, in the menu's order; null: all of them */
  categoryIds: z.array(zLocalId).max(MENU_CATEGORIES_MAX).nullable().default(null),
  style: z.enum(MENU_STYLES).default('modern'),
  /** the menu's name above its categories */
  showTitle: z.boolean().default(true),
  showDescriptions: z.boolean().default(true),
  showPictures: z.boolean().default(true),
  /** false: sold-out items are left out rather than struck through */
  showSoldOut: z.boolean().default(true),
  /** null: the style's own colours */
  background: zColor.nullable().default(null),
  textColor: zColor.nullable().default(null),
  accentColor: zColor.nullable().default(null),
});
export type TMenuSettings = z.infer<typeof ZMenuSettings>;
export type TMenuSettingsInput = z.input<typeof ZMenuSettings>;

/** Where a screen (and the editor) finds a menu's data among its widget data: the snapshot is the TMenu. */
export function menuDataKey(menuId: number): string {
  return `menu:${menuId}`;
}

/** The menus a slide's elements show (for a manifest: which menu data a screen needs). */
export function slideMenuIds(elements: readonly { eltype: string; contents: unknown }[]): number[] {
  const ids = new Set<number>();
  for (const element of elements) {
    if (element.eltype !== 'menu') continue;
    const parsed = ZMenuSettings.safeParse(element.contents);
    if (parsed.success) ids.add(parsed.data.menuId);
  }
  return [...ids];
}
