import { describe, expect, it } from 'vitest';
import { widgetSourceKey } from './source-key.js';

const stockholm = {
  name: 'Stockholm',
  latitude: 59.329_323,
  longitude: 18.068_581,
  timezone: 'Europe/Stockholm',
};

describe('widgetSourceKey', () => {
  it('keys a weather source by its rounded coordinates, time zone and unit only', () => {
    const settings = { location: stockholm, unit: 'celsius', forecast: 'daily' };
    const daily = widgetSourceKey('weather', settings);
    expect(daily).toBe(
      'weather:{"latitude":59.3293,"longitude":18.0686,"timezone":"Europe/Stockholm","unit":"celsius"}',
    );
    const weekly = {
      location: { ...stockholm, name: 'Sthlm', latitude: 59.329_34 },
      unit: 'celsius',
      forecast: 'weekly',
    };
    expect(widgetSourceKey('weather', weekly)).toBe(daily);
    expect(widgetSourceKey('weather', { location: stockholm, unit: 'fahrenheit' })).not.toBe(daily);
  });

  it('gives the same key whatever order the settings were written in', () => {
    const one = widgetSourceKey('sheet', {
      url: 'https://docs.google.com/spreadsheets/d/abcdefghijkl',
      range: 'A1:B2',
    });
    const other = widgetSourceKey('sheet', {
      range: 'A1:B2',
      url: 'https://docs.google.com/spreadsheets/d/abcdefghijkl',
    });
    expect(other).toBe(one);
    const location = {
      timezone: stockholm.timezone,
      longitude: stockholm.longitude,
      latitude: stockholm.latitude,
    };
    expect(widgetSourceKey('weather', { unit: 'celsius', location })).toBe(
      widgetSourceKey('weather', { location: stockholm, unit: 'celsius' }),
    );
  });

  it('keys a feed by its address and number of stories, not by how long each story shows', () => {
    const settings = { url: 'https://example.com/rss', maxStories: 5, secondsPerStory: 8 };
    const key = widgetSourceKey('news', settings);
    expect(key).toBe('news:{"maxStories":5,"url":"https://example.com/rss"}');
    expect(widgetSourceKey('news', { url: 'https://example.com/rss', maxStories: 6 })).not.toBe(key);
  });

  it('keys a sheet by the spreadsheet, tab and cells named, and a feed by its address as a URL reads it', () => {
    const link = 'https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOp';
    expect(widgetSourceKey('sheet', { url: `${link}/edit#gid=0`, range: 'B2:C4' })).toBe(
      widgetSourceKey('sheet', { url: `${link}/edit?usp=sharing#gid=0`, range: 'B2:C4' }),
    );
    expect(widgetSourceKey('sheet', { url: `${link}/edit#gid=0`, range: 'B2' })).not.toBe(
      widgetSourceKey('sheet', { url: `${link}/edit#gid=7`, range: 'B2' }),
    );
    expect(widgetSourceKey('news', { url: 'https://NEWS.example/Feed.rss', maxStories: 5 })).toBe(
      widgetSourceKey('news', { url: 'https://news.example/Feed.rss', maxStories: 5 }),
    );
    expect(widgetSourceKey('news', { url: 'https://news.example/feed.rss', maxStories: 5 })).not.toBe(
      widgetSourceKey('news', { url: 'https://news.example/Feed.rss', maxStories: 5 }),
    );
  });

  it('keys each kind apart and treats -0 as 0', () => {
    const equator = { latitude: -0.000_01, longitude: 0, timezone: 'UTC' };
    expect(widgetSourceKey('weather', { location: equator, unit: 'celsius' })).toBe(
      'weather:{"latitude":0,"longitude":0,"timezone":"UTC","unit":"celsius"}',
    );
    const url = 'https://example.com/x';
    expect(widgetSourceKey('news', { url, maxStories: 1 })).not.toBe(
      widgetSourceKey('sheet', { url, range: '1' }),
    );
  });
});
