import { describe, expect, it } from 'vitest';
import {
  currencyDigits,
  formatMenuPrice,
  menuDataKey,
  parseMenuPrice,
  slideMenuIds,
  ZMenuDocument,
  ZMenuSettings,
} from './menu.js';

const document = {
  name: 'Lunch',
  currency: 'EUR',
  categories: [
    { id: 1, name: 'Starters' },
    { id: 2, name: 'Mains' },
  ],
  items: [
    { id: 1, name: 'Soup', description: 'Tomato', price: 650, categoryId: 1, mediaId: null, available: true },
    { id: 2, name: 'Steak', price: 2450, categoryId: 2 },
  ],
};

describe('menu contract', () => {
  it('accepts a menu whose items sit in its categories, with defaults filled in', () => {
    const menu = ZMenuDocument.parse(document);
    expect(menu.items[1]).toMatchObject({ description: '', mediaId: null, available: true });
    expect(menu.numberFormat).toBeNull();
  });

  it('refuses an item in a category the menu does not have, and repeated ids', () => {
    const result = ZMenuDocument.safeParse({
      ...document,
      categories: [...document.categories, { id: 2, name: 'Again' }],
      items: [{ ...document.items[0], categoryId: 9 }],
    });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toContainEqual(['categories.2.id', 'validation.duplicate']);
    expect(issues).toContainEqual(['items.0.categoryId', 'validation.menuCategory']);
  });

  it('refuses a negative, fractional or too large price', () => {
    for (const price of [-1, 1.5, 100_000_000]) {
      const result = ZMenuDocument.safeParse({ ...document, items: [{ ...document.items[0], price }] });
      expect(result.error?.issues[0]?.message).toBe('validation.menuPrice');
    }
  });

  it('keeps prices in minor units, with the currency deciding the decimals', () => {
    expect(currencyDigits('EUR')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(parseMenuPrice('12,5', 'EUR')).toBe(1250);
    expect(parseMenuPrice('1 200', 'SEK')).toBe(120_000);
    expect(parseMenuPrice('980', 'JPY')).toBe(980);
    expect(parseMenuPrice('9.99', 'JPY')).toBeNull();
    expect(parseMenuPrice('abc', 'EUR')).toBeNull();
    expect(formatMenuPrice(1250, 'EUR', 'en')).toBe('€12.50');
    expect(formatMenuPrice(1250, 'EUR', 'fr').replace(/\s/g, ' ')).toBe('12,50 €');
    expect(formatMenuPrice(980, 'JPY', 'en')).toBe('¥980');
    expect(formatMenuPrice(4500, 'SEK', 'en').replace(/\s/g, ' ')).toBe('kr 45.00');
  });

  it('names a menu element settings with defaults, and where its data is found', () => {
    expect(ZMenuSettings.parse({ menuId: 4 })).toMatchObject({ categoryIds: null, style: 'modern' });
    expect(ZMenuSettings.safeParse({ menuId: 4, style: 'baroque' }).success).toBe(false);
    expect(menuDataKey(4)).toBe('menu:4');
    expect(
      slideMenuIds([
        { eltype: 'menu', contents: { menuId: 4 } },
        { eltype: 'menu', contents: { menuId: 4, style: 'playful' } },
        { eltype: 'menu', contents: {} },
        { eltype: 'text', contents: { menuId: 5 } },
      ]),
    ).toEqual([4]);
  });
});
