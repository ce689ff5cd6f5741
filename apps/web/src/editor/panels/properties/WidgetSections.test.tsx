import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TElement, TPlaceSearchResult, TWidgetPreview } from '@placard/contract';
import { initI18n } from '../../../app/i18n';
import { currentSlideData, withAabb, type WidgetElementOf } from '../../state';
import { playlistWith, shapeAt } from '../../state/test-fixtures';
import { sentBodies, stubApi, testSession } from '../../../test/testSession';
import type { EditorServices } from '../../context/EditorContext';
import { renderInEditor, testServices } from '../../context/testHarness';
import { PropertiesPanel } from './PropertiesPanel';

const SHEET = 'https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOp/edit#gid=0';
const PUBLISHED = 'https://docs.google.com/spreadsheets/d/e/2PACX-1vAbCdEfGhIjKlMn/pubhtml';

beforeAll(async () => {
  await initI18n('en');
}, 30_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function widgetAt<T extends 'weather' | 'news' | 'cell' | 'facebook' | 'instagram'>(
  eltype: T,
  contents: Record<string, unknown>,
): WidgetElementOf<T> {
  const { contents: _shape, ...base } = shapeAt('w', 0, 0, { width: 800, height: 400 });
  return withAabb({ ...base, eltype, contents }) as WidgetElementOf<T>;
}

async function showWidget(element: TElement, session = testSession()) {
  const services = testServices(playlistWith([{ id: 1, elements: [element] }]));
  services.store.getState().select(['w']);
  await renderInEditor(<PropertiesPanel />, services, session);
  return services;
}

const contentsOf = (services: EditorServices) =>
  currentSlideData(services.store.getState())?.elements[0]?.contents as Record<string, unknown>;

function typeInto(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
  fireEvent.keyDown(field, { key: 'Enter' });
}

const region = (name: string) => screen.getByRole('region', { name });

function preview(state: TWidgetPreview['state'], extra: Partial<TWidgetPreview> = {}): TWidgetPreview {
  return { sourceKey: 'hash', snapshot: null, fetchedAt: null, error: null, state, ...extra };
}

describe('widget properties', { timeout: 20_000 }, () => {
  it('news: keeps the last valid feed when an address is invalid, and writes each change as one undo step', async () => {
    stubApi({ 'POST /api/widget/preview': () => ({ status: 200, body: preview('syncing') }) });
    const services = await showWidget(widgetAt('news', { maxStories: 5, secondsPerStory: 10 }));
    const news = region('News feed');
    const address = within(news).getByRole('textbox', { name: 'Feed address' });
    typeInto(address, 'news.example/rss');
    expect(within(news).getByText('Invalid URL format.')).toBeTruthy();
    expect(contentsOf(services).url).toBeUndefined();

    typeInto(address, ' https://news.example/rss ');
    expect(contentsOf(services)).toMatchObject({ url: 'https://news.example/rss' });
    expect(within(news).queryByText('Invalid URL format.')).toBeNull();
    typeInto(within(news).getByRole('spinbutton', { name: 'Stories' }), '8');
    expect(contentsOf(services)).toMatchObject({ maxStories: 8 });
    services.store.getState().undo();
    expect(contentsOf(services)).toMatchObject({ maxStories: 5, url: 'https://news.example/rss' });
    services.store.getState().undo();
    expect(contentsOf(services).url).toBeUndefined();
  });

  it('sheet: refuses an invalid link or range with its message, and shows where the sync stands', async () => {
    let answer = preview('syncing');
    const api = stubApi({ 'POST /api/widget/preview': () => ({ status: 200, body: answer }) });
    const services = await showWidget(widgetAt('cell', { refreshMinutes: 5 }));
    const sheet = region('Google Sheet');
    const link = within(sheet).getByRole('textbox', { name: 'Sheet link' });
    const range = within(sheet).getByRole('textbox', { name: 'Cell or range' });

    typeInto(link, 'https://example.com/sheet');
    expect(within(sheet).getByText(/^Invalid Google Sheets URL/)).toBeTruthy();
    typeInto(range, 'A1:ZZ900');
    expect(within(sheet).getByText(/^Invalid cell range/)).toBeTruthy();
    expect(contentsOf(services)).toEqual({ refreshMinutes: 5 });

    typeInto(link, SHEET);
    typeInto(range, 'Prices!B2');
    expect(contentsOf(services)).toMatchObject({ url: SHEET, range: 'Prices!B2' });
    // a published sheet shows one tab: the range may not name another
    typeInto(link, PUBLISHED);
    expect(within(sheet).getByText(/leave the sheet name out/)).toBeTruthy();
    expect(contentsOf(services)).toMatchObject({ url: SHEET });

    expect(await within(sheet).findByText('Syncing…')).toBeTruthy();
    expect(sentBodies(api, 'POST', '/api/widget/preview')[0]).toEqual({
      kind: 'sheet',
      settings: { url: SHEET, range: 'Prices!B2', refreshMinutes: 5 },
    });
    answer = preview('failed', {
      error: { code: 'SHEET_SYNC_FAILED', message: 'Sync failed: the sheet is private' },
    });
    typeInto(within(sheet).getByRole('spinbutton', { name: 'Read again every' }), '2');
    expect(contentsOf(services)).toMatchObject({ refreshMinutes: 2 });
    typeInto(range, 'Prices!B3');
    await waitFor(() => expect(within(sheet).getByText('Sync failed: the sheet is private')).toBeTruthy());
  });

  it('weather: finds places in the user’s language, stores the one chosen, and switches unit and forecast', async () => {
    const stockholm = {
      id: 2673730,
      name: 'Stockholm',
      latitude: 59.32938,
      longitude: 18.06871,
      timezone: 'Europe/Stockholm',
      country: 'Sweden',
      admin1: 'Stockholm County',
      countryCode: 'SE',
    };
    const api = stubApi({
      'POST /api/widget/weather/places': () => ({
        status: 200,
        body: { results: [stockholm] } satisfies TPlaceSearchResult,
      }),
      'POST /api/widget/preview': () => ({ status: 200, body: preview('syncing') }),
    });
    const services = await showWidget(widgetAt('weather', { unit: 'celsius', forecast: 'daily' }));
    const weather = region('Weather');
    const place = within(weather).getByRole('combobox', { name: 'Place' });
    fireEvent.change(place, { target: { value: 'Stock' } });
    fireEvent.click(await screen.findByText('Stockholm County, Sweden'));
    expect(sentBodies(api, 'POST', '/api/widget/weather/places')).toEqual([
      { query: 'Stock', language: 'en' },
    ]);
    expect(contentsOf(services).location).toEqual({
      name: 'Stockholm',
      latitude: 59.32938,
      longitude: 18.06871,
      timezone: 'Europe/Stockholm',
      country: 'Sweden',
      admin1: 'Stockholm County',
    });
    fireEvent.click(within(weather).getByRole('button', { name: 'Fahrenheit (°F)' }));
    fireEvent.click(within(weather).getByRole('button', { name: 'Weekly' }));
    expect(contentsOf(services)).toMatchObject({ unit: 'fahrenheit', forecast: 'weekly' });
  });

  it('says a widget needs its add-on when the licence lacks it, and reads none of its data', async () => {
    const api = stubApi({});
    const session = testSession();
    await showWidget(
      widgetAt('news', { url: 'https://news.example/rss', maxStories: 5, secondsPerStory: 10 }),
      {
        ...session,
        licenseFeatures: { ...session.licenseFeatures, newsAddOn: false },
      },
    );
    expect(screen.getByTestId('widget-addon-missing').textContent).toContain('Needs the news add-on');
    expect(sentBodies(api, 'POST', '/api/widget/preview')).toEqual([]);
  });

  it('facebook: says the connection is disconnected and who can reconnect it, keeping its last posts', async () => {
    stubApi({
      'POST /api/widget/preview': () => ({ status: 200, body: preview('failed') }),
      'POST /api/social/facebook/info': () => ({
        status: 200,
        body: {
          configured: true,
          state: 'disconnected',
          expired: true,
          page: { id: '104857600123', name: 'Harbour Café' },
          instagram: null,
          connectedBy: 'Alex Owner',
          connectedAt: '2026-11-20T08:15:00.000Z',
        },
      }),
    });
    await showWidget(widgetAt('facebook', { pageId: '104857600123', pageName: 'Harbour Café', maxPosts: 5 }));
    const notice = await screen.findByTestId('social-connection');
    expect(notice.dataset.state).toBe('disconnected');
    expect(notice.textContent).toContain('An owner or admin reconnects it in Organizations, Add-ons');
    expect(notice.textContent).toContain('keeps its last posts');
    // nothing is read without a connection: no sync state beside the notice
    expect(screen.queryByTestId('widget-status')).toBeNull();
  });

  it("instagram: shows the connection's account, and sets a widget without one to it", async () => {
    stubApi({
      'POST /api/widget/preview': () => ({ status: 200, body: preview('syncing') }),
      'POST /api/social/facebook/info': () => ({
        status: 200,
        body: {
          configured: true,
          state: 'connected',
          expired: false,
          page: { id: '104857600123', name: 'Harbour Café' },
          instagram: { id: '17841400000000001', username: 'harbourcafe' },
          connectedBy: 'Alex Owner',
          connectedAt: '2026-11-20T08:15:00.000Z',
        },
      }),
    });
    const services = await showWidget(widgetAt('instagram', { postCount: 6, secondsPerPost: 10 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Show @harbourcafe' }));
    expect(contentsOf(services)).toMatchObject({ accountId: '17841400000000001', username: 'harbourcafe' });
    expect((await screen.findByTestId('social-connection')).textContent).toBe(
      'Shows @harbourcafe, the connected account.',
    );
    expect(await screen.findByTestId('widget-status')).toBeTruthy();
    const instagram = region('Instagram account');
    typeInto(within(instagram).getByRole('spinbutton', { name: 'Posts' }), '30');
    expect(contentsOf(services).postCount).toBe(20);
  });
});
