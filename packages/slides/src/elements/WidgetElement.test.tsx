import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { widgetSourceKey, type Locale } from '@placard/contract';
import { SlideView } from '../SlideView';
import { element, slide } from '../testing/slideFixtures';
import {
  newsSettings,
  rangeSnapshot,
  sheetSettings,
  weatherSettings,
  weatherSnapshot,
} from '../testing/widgetFixtures';
import type { SlideMode } from '../types';
import { WidgetDataProvider, type WidgetDataEntry } from './widgets/widgetData';

afterEach(cleanup);

const UPDATED_AT = '2026-11-23T09:00:00Z';

function renderWidget(
  widget: ReturnType<typeof element>,
  entries: Record<string, WidgetDataEntry> = {},
  { mode = 'play', locale = 'en' }: { mode?: SlideMode; locale?: Locale } = {},
) {
  return render(
    <WidgetDataProvider entries={entries} locale={locale}>
      <SlideView slide={slide({ elements: [widget] })} aspect={{ type: '16:9' }} width={960} mode={mode} />
    </WidgetDataProvider>,
  );
}

const weatherKey = widgetSourceKey('weather', weatherSettings());

describe('widget elements', () => {
  it('draw the data of the source their settings name', () => {
    renderWidget(element('w', 'weather', weatherSettings('weekly'), { width: 1600, height: 500 }), {
      [weatherKey]: { snapshot: weatherSnapshot, updatedAt: UPDATED_AT },
    });
    expect(document.querySelector('[data-widget="weather"]')?.getAttribute('data-forecast')).toBe('weekly');
    expect(screen.getAllByTestId('weather-day')).toHaveLength(7);
    expect(screen.queryByTestId('widget-updated')).toBeNull();
  });

  it('share a source with every element whose settings fetch the same thing', () => {
    const elsewhere = {
      ...weatherSettings('daily'),
      location: { ...weatherSettings().location, name: 'City' },
    };
    renderWidget(element('w', 'weather', elsewhere), {
      [weatherKey]: { snapshot: weatherSnapshot, updatedAt: UPDATED_AT, stale: true },
    });
    expect(screen.getByTestId('weather-now').textContent).toBe('7°C');
    expect(screen.getByTestId('widget-updated')).toBeTruthy();
  });

  it('show a calm placeholder with their title until their data comes', () => {
    renderWidget(element('w', 'weather', weatherSettings()));
    const placeholder = document.querySelector('[data-widget-placeholder]');
    expect(placeholder?.textContent).toBe('Stockholm');
    cleanup();
    renderWidget(element('n', 'news', newsSettings), {}, { mode: 'edit', locale: 'fr' });
    expect(document.querySelector('[data-widget-placeholder]')?.textContent).toBe(
      'news.example.comEn attente des données',
    );
    cleanup();
    const named = { ...element('c', 'cell', {}), name: 'Opening hours' };
    renderWidget(named, {}, { locale: 'sv' });
    expect(document.querySelector('[data-widget-placeholder]')?.textContent).toBe('Opening hours');
    cleanup();
    renderWidget(element('c', 'cell', {}), {}, { locale: 'sv' });
    expect(document.querySelector('[data-widget-placeholder]')?.textContent).toBe('Google-kalkylark');
  });

  it('show the placeholder rather than data that is not what their kind expects', () => {
    const newsKey = widgetSourceKey('news', newsSettings);
    renderWidget(element('n', 'news', newsSettings), {
      [newsKey]: { snapshot: { feedTitle: 'City Daily', stories: 'none' }, updatedAt: UPDATED_AT },
    });
    expect(document.querySelector('[data-widget-placeholder]')?.textContent).toBe('news.example.com');
    expect(screen.queryByTestId('news-story')).toBeNull();
  });

  it('show a sheet’s sync state in the editor only, never on screens', () => {
    const settings = sheetSettings('A1:C4');
    const entries = {
      [widgetSourceKey('sheet', settings)]: {
        snapshot: rangeSnapshot,
        updatedAt: UPDATED_AT,
        syncState: 'synced' as const,
      },
    };
    renderWidget(element('c', 'cell', settings), entries, { mode: 'edit', locale: 'es' });
    expect(screen.getByTestId('cell-table')).toBeTruthy();
    expect(screen.getByTestId('cell-sync').textContent).toBe('Sincronizado');
    cleanup();
    renderWidget(element('c', 'cell', settings), entries, { mode: 'play' });
    expect(screen.getByTestId('cell-table')).toBeTruthy();
    expect(screen.queryByTestId('cell-sync')).toBeNull();
  });

  it('show a Facebook or Instagram widget with no page chosen yet as a placeholder named for its kind', () => {
    renderWidget(element('f', 'facebook', {}));
    expect(document.querySelector('[data-widget-placeholder]')?.textContent).toBe('Facebook');
    cleanup();
    renderWidget(element('i', 'instagram', {}), {}, { locale: 'sv' });
    expect(document.querySelector('[data-widget-placeholder]')?.textContent).toBe('Instagram');
  });
});
