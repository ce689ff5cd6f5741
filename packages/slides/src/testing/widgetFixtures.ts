import {
  ZMenu,
  ZMenuSettings,
  ZNewsSnapshot,
  ZSheetSnapshot,
  ZSocialSnapshot,
  ZWeatherSnapshot,
  type TMenuSettings,
  type TMenuSettingsInput,
  type TNewsSettings,
  type TSheetSettings,
  type TWeatherSettings,
} from '@placard/contract';

export const weatherSettings = (forecast: TWeatherSettings['forecast'] = 'daily'): TWeatherSettings => ({
  location: {
    name: 'Stockholm',
    latitude: 59.329_32,
    longitude: 18.068_58,
    timezone: 'Europe/Stockholm',
    country: 'Sweden',
  },
  unit: 'celsius',
  forecast,
});

/** A week from Monday 23 November 2026, in Stockholm. */
export const weatherSnapshot = ZWeatherSnapshot.parse({
  unit: 'celsius',
  timezone: 'Europe/Stockholm',
  current: { temperature: 7.4, weatherCode: 2, isDay: true },
  today: { high: 9.2, low: 2.6, weatherCode: 3 },
  days: [
    { date: '2026-11-23', high: 9.2, low: 2.6, weatherCode: 3 },
    { date: '2026-11-24', high: 8, low: 3, weatherCode: 61, precipitationProbability: 80 },
    { date: '2026-11-25', high: 6, low: 1, weatherCode: 80 },
    { date: '2026-11-26', high: 4, low: -1.6, weatherCode: 71 },
    { date: '2026-11-27', high: 5, low: 0, weatherCode: 0 },
    { date: '2026-11-28', high: 6, low: 2, weatherCode: 45 },
    { date: '2026-11-29', high: 7, low: 3, weatherCode: 95 },
  ],
  fetchedAt: '2026-11-23T09:00:00Z',
});

export const newsSettings: TNewsSettings = {
  url: 'https://news.example.com/rss',
  maxStories: 3,
  secondsPerStory: 8,
};

export const newsSnapshot = ZNewsSnapshot.parse({
  feedTitle: 'City Daily',
  stories: [
    {
      title: 'New tram line opens to the harbour',
      summary:
        'The line links the central station with the harbour in twelve minutes, every five minutes at peak hours.',
      publishedAt: '2026-11-23T07:30:00Z',
      link: 'https://news.example.com/tram',
      imageUrl: null,
    },
    {
      title: 'Winter market returns to the old square',
      summary: 'Sixty stalls of crafts and food, open every weekend until the new year.',
      publishedAt: '2026-11-22T16:00:00Z',
      link: null,
      imageUrl: null,
    },
    {
      title: 'Library extends its opening hours',
      summary: '',
      publishedAt: null,
      link: null,
      imageUrl: null,
    },
  ],
  fetchedAt: '2026-11-23T09:00:00Z',
});

export const sheetSettings = (range: string): TSheetSettings => ({
  url: 'https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOpQrStUvWxYz/edit#gid=0',
  range,
  refreshMinutes: 5,
});

export const cellSnapshot = ZSheetSnapshot.parse({ rows: [['€ 4.50']], fetchedAt: '2026-11-23T09:00:00Z' });

export const rangeSnapshot = ZSheetSnapshot.parse({
  rows: [
    ['Drink', 'Small', 'Large'],
    ['Espresso', '2.80', '3.40'],
    ['Cappuccino', '3.60', '4.20'],
    ['Hot chocolate', '3.20', '3.90'],
  ],
  fetchedAt: '2026-11-23T09:00:00Z',
});

/** A café's menu: two categories, a sold-out item and a pictured one. */
export const menuSnapshot = ZMenu.parse({
  id: 7,
  name: 'Harbour Café',
  currency: 'EUR',
  numberFormat: null,
  categories: [
    { id: 1, name: 'Starters' },
    { id: 2, name: 'Mains' },
  ],
  items: [
    {
      id: 1,
      name: 'Tomato soup',
      description: 'Roasted tomatoes, basil oil',
      price: 650,
      categoryId: 1,
      mediaId: 3,
      pictureUrl: '/api/files/soup.png',
      available: true,
    },
    {
      id: 2,
      name: 'Steak frites',
      description: 'Hand-cut fries',
      price: 2450,
      categoryId: 2,
      available: false,
    },
    { id: 3, name: 'Fish of the day', description: '', price: 2100, categoryId: 2 },
  ],
  updatedAt: '2026-11-23T09:00:00Z',
});

export const menuSettings = (overrides: Partial<TMenuSettingsInput> = {}): TMenuSettings =>
  ZMenuSettings.parse({ menuId: 7, ...overrides });

export const facebookSettings = {
  pageId: '104857600123',
  pageName: 'Harbour Café',
  maxPosts: 3,
  secondsPerPost: 6,
};

export const facebookSnapshot = ZSocialSnapshot.parse({
  name: 'Harbour Café',
  posts: [
    {
      text: 'Fresh cinnamon buns every morning from 7.',
      imageUrl: '/api/files/harbour.png',
      publishedAt: '2026-11-20T08:15:00.000Z',
      link: 'https://www.facebook.com/104857600123/posts/1000',
    },
    { text: 'Live jazz on Friday night.', imageUrl: null, publishedAt: null, link: null },
  ],
  fetchedAt: '2026-11-23T09:00:00Z',
});
