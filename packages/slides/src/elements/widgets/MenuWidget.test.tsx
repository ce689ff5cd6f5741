import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MENU_STYLES, menuDataKey, type Locale, type MenuStyle } from '@placard/contract';
import { SlideView } from '../../SlideView';
import { element, slide } from '../../testing/slideFixtures';
import { menuSettings, menuSnapshot } from '../../testing/widgetFixtures';
import { slideFonts } from '../../fonts/slideFonts';
import { MenuWidget } from './MenuWidget';
import { WidgetDataProvider } from './widgetData';
import { WIDGET_LABELS } from './widgetLabels';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderMenu(
  settings = menuSettings(),
  { width = 1600, height = 900, locale = 'en' }: { width?: number; height?: number; locale?: Locale } = {},
) {
  return render(
    <MenuWidget
      menu={menuSnapshot}
      settings={settings}
      width={width}
      height={height}
      locale={locale}
      labels={WIDGET_LABELS[locale]}
    />,
  );
}

const root = () => document.querySelector<HTMLElement>('[data-menu-style]');
const names = () => [...document.querySelectorAll('[data-menu-item]')].map((item) => item.textContent);

/** What tells the four styles apart at a glance: the title's font, the ground and the ornaments. */
const LOOKS: Record<MenuStyle, { font: string; ornament: string; background: string }> = {
  minimalistic: { font: 'Josefin Sans', ornament: 'line', background: 'rgb(250, 250, 247)' },
  modern: { font: 'Montserrat', ornament: 'bar', background: 'rgb(17, 24, 39)' },
  playful: { font: 'Fredoka', ornament: 'sparkles', background: '' },
  professional: { font: 'Playfair Display', ornament: 'rules', background: 'rgb(251, 248, 241)' },
};

describe('MenuWidget', () => {
  it.each(MENU_STYLES)('draws the %s style in its own type, ground and ornament', (style) => {
    renderMenu(menuSettings({ style }));
    const look = LOOKS[style];
    expect(root()?.dataset.menuStyle).toBe(style);
    const title = document.querySelector<HTMLElement>('[data-menu-title]');
    expect(title?.textContent).toBe('Harbour Café');
    expect(title?.style.fontFamily).toContain(look.font);
    expect(document.querySelector('[data-menu-ornament]')?.getAttribute('data-menu-ornament')).toBe(
      look.ornament,
    );
    if (look.background) expect(root()?.style.background).toBe(look.background);
    else expect(root()?.style.background).toContain('radial-gradient');
    expect(names()).toHaveLength(3);
  });

  it('writes prices in the screen’s language and the menu’s currency, or the menu’s number format', () => {
    renderMenu(menuSettings(), { locale: 'en' });
    expect(screen.getAllByText('€6.50')).toHaveLength(1);
    cleanup();
    render(
      <MenuWidget
        menu={{ ...menuSnapshot, numberFormat: 'sv-SE' }}
        settings={menuSettings()}
        width={1600}
        height={900}
        locale="en"
        labels={WIDGET_LABELS.en}
      />,
    );
    const prices = [...document.querySelectorAll('[data-menu-price]')].map((price) =>
      price.textContent?.replace(/\s/g, ' '),
    );
    expect(prices).toEqual(['6,50 €', '24,50 €', '21,00 €']);
  });

  it('strikes a sold-out item through with a translated badge, or leaves it out when asked', () => {
    renderMenu(menuSettings(), { locale: 'sv' });
    const soldOut = document.querySelector<HTMLElement>('[data-sold-out]');
    expect(soldOut?.querySelector('[data-menu-sold-out]')?.textContent).toBe('Slutsåld');
    expect(soldOut?.querySelector<HTMLElement>('[data-menu-price]')?.style.textDecoration).toBe(
      'line-through',
    );
    cleanup();
    renderMenu(menuSettings({ showSoldOut: false }));
    expect(document.querySelector('[data-sold-out]')).toBeNull();
    expect(names()).toHaveLength(2);
  });

  it('shows the chosen categories only, with pictures and descriptions when enabled', () => {
    renderMenu(menuSettings({ categoryIds: [2] }));
    expect([...document.querySelectorAll('[data-menu-category]')].map((c) => c.textContent)).toEqual([
      expect.stringContaining('Mains'),
    ]);
    cleanup();
    renderMenu(menuSettings());
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/api/files/soup.png');
    expect(document.querySelectorAll('[data-menu-description]')).toHaveLength(2);
    cleanup();
    renderMenu(menuSettings({ showPictures: false, showDescriptions: false, showTitle: false }));
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('[data-menu-description]')).toBeNull();
    expect(document.querySelector('[data-menu-title]')).toBeNull();
  });

  it('scales its text down until the whole menu fits in the element', () => {
    // a laid-out box of 1600×900 whose content is 40 lines high at the font size set on it
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return (this.dataset.menuStyle ? { width: 1600, height: 900 } : { width: 0, height: 0 }) as DOMRect;
    });
    const sizeOf = (node: HTMLElement) => parseFloat(node.parentElement?.style.fontSize ?? '0');
    const box = (node: HTMLElement) => Boolean(node.parentElement?.dataset.menuStyle);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return box(this) ? 900 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return box(this) ? 1600 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return box(this) ? sizeOf(this) * 40 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return box(this) ? 1600 : 0;
    });
    renderMenu();
    const size = parseFloat(root()?.style.fontSize ?? '');
    expect(size * 40).toBeLessThanOrEqual(901);
    expect(size).toBeGreaterThan(900 / 40 - 1);
  });
});

describe('a menu element', () => {
  const menuElement = (style: MenuStyle = 'playful') =>
    element('m', 'menu', { menuId: 7, style }, { width: 1600, height: 900 });

  it('draws the menu its settings name from the widget data, and loads its style’s fonts', () => {
    render(
      <WidgetDataProvider
        entries={{ [menuDataKey(7)]: { snapshot: menuSnapshot, updatedAt: menuSnapshot.updatedAt } }}
      >
        <SlideView
          slide={slide({ elements: [menuElement()] })}
          aspect={{ type: '16:9' }}
          width={960}
          mode="play"
        />
      </WidgetDataProvider>,
    );
    expect(root()?.dataset.menuStyle).toBe('playful');
    expect(slideFonts({ elements: [menuElement('professional')] })).toEqual(['playfair-display', 'lora']);
  });

  it('shows a calm placeholder with its title until the menu comes', () => {
    render(
      <SlideView
        slide={slide({ elements: [menuElement()] })}
        aspect={{ type: '16:9' }}
        width={960}
        mode="edit"
      />,
    );
    expect(document.querySelector('[data-widget-placeholder]')?.textContent).toBe('MenuWaiting for data');
  });
});
