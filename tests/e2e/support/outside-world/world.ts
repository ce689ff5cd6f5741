import type { FakeSpreadsheet } from '../../../../apps/server/src/test/fakes/google-sheets';
import { fakeCanvaSettings } from '../../../../apps/server/src/test/fakes/canva-settings';
import { fakeOpenAiSettings } from '../../../../apps/server/src/test/fakes/openai-settings';
import { fakeStripeSettings } from '../../../../apps/server/src/test/fakes/stripe-settings';
import type { Story } from './content';
import { FAKE_FACEBOOK_APP } from '../../../../apps/server/src/test/fakes/facebook-app';
import { fakeProviderSettings } from '../../../../apps/server/src/test/fakes/stock-provider-keys';

/** Where the outside world forwards each stock provider's API. */
function stockUrls(worldOrigin: string) {
  const url = (provider: string) => `${worldOrigin}/stock/${provider}`;
  return { unsplash: url('unsplash'), pexels: url('pexels'), pixabay: url('pixabay'), giphy: url('giphy') };
}

export { NEWS_STORIES, PRIVATE_SHEET, PUBLIC_SHEET, type Story } from './content';
export type { FakeSpreadsheet } from '../../../../apps/server/src/test/fakes/google-sheets';
export { FAKE_PAGES } from '../../../../apps/server/src/test/fakes/facebook-app';

/** The outside world's port, chosen by playwright.config.ts and inherited by the workers. */
function origin(): string {
  const port = process.env.OUTSIDE_WORLD_PORT;
  if (!port) throw new Error('OUTSIDE_WORLD_PORT is set by playwright.config.ts');
  return `http://127.0.0.1:${port}`;
}

/**
 * The settings pointing a Placard server at the outside world at `worldOrigin`: its weather, place
 * search, Google Sheets, stock photo providers (with their keys), Facebook (with the fake's app),
 * Canva (with the fake's integration), the AI assistant's service (with the fake's key and model) and
 * Stripe (with the fake's account), and its loopback address allowed for outbound requests (feeds,
 * websites).
 */
export function outsideWorldEnv(worldOrigin: string): Record<string, string> {
  return {
    FACEBOOK_APP_ID: FAKE_FACEBOOK_APP.id,
    FACEBOOK_APP_SECRET: FAKE_FACEBOOK_APP.secret,
    FACEBOOK_GRAPH_URL: `${worldOrigin}/facebook`,
    FACEBOOK_DIALOG_URL: `${worldOrigin}/facebook`,
    WEATHER_API_URL: `${worldOrigin}/weather`,
    GEOCODING_API_URL: `${worldOrigin}/geocoding`,
    SHEETS_EXPORT_URL: `${worldOrigin}/sheets`,
    ...fakeProviderSettings({ urls: stockUrls(worldOrigin) }),
    ...fakeCanvaSettings({
      apiUrl: `${worldOrigin}/canva`,
      authorizeUrl: `${worldOrigin}/canva/api/oauth/authorize`,
    }),
    ...fakeOpenAiSettings(`${worldOrigin}/openai/v1`),
    ...fakeStripeSettings({ apiUrl: `${worldOrigin}/stripe` }),
    OUTBOUND_ALLOW_PRIVATE: '127.0.0.1',
  };
}

async function control(action: string, query: Record<string, string>, body?: unknown): Promise<void> {
  const url = `${origin()}/__control/${action}?${new URLSearchParams(query).toString()}`;
  const response = await fetch(url, {
    method: 'POST',
    ...(body !== undefined && {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  });
  if (!response.ok) throw new Error(`outside world ${action}: ${response.status} ${await response.text()}`);
}

/**
 * The fake services the Placard server under test reaches instead of the internet (started by
 * playwright.config.ts; see server.ts for what it serves). Its state is shared by the whole run:
 * a test that takes a source down or changes it uses a path of its own (a feed at /rss/<own>.xml)
 * or puts it back.
 */
export const outsideWorld = {
  /** the outside world's address of a path, e.g. url('/rss/news.xml') */
  url: (path: string): string => `${origin()}${path}`,
  /**
   * Takes every path under `path` down (`down` true) or brings it back: down, it answers 503, or
   * with `mode: 'close'` closes the connection without an answer.
   */
  setSourceDown: (path: string, down: boolean, mode: '503' | 'close' = '503'): Promise<void> =>
    control(down ? 'down' : 'up', { path, mode }),
  /** Serves an RSS 2.0 feed of these stories at `path` (under /rss/), instead of what it served. */
  setFeed: (path: string, stories: readonly Story[]): Promise<void> => control('feed', { path }, { stories }),
  /** Adds or replaces a spreadsheet, read at /sheets/spreadsheets/d/{id}/export?format=csv&gid=… */
  setSheet: (id: string, spreadsheet: FakeSpreadsheet): Promise<void> =>
    control('sheet', { id }, spreadsheet),
  /** A Google Sheets address of a spreadsheet, as a user pastes it into a widget */
  sheetUrl: (id: string, gid = '0'): string => `https://docs.google.com/spreadsheets/d/${id}/edit#gid=${gid}`,
};
