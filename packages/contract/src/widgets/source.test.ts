import { describe, expect, it } from 'vitest';
import { WIDGET_REFRESH_MINUTES, WIDGET_SOURCE_KINDS, ZWidgetPreviewRequest } from '../index.js';

describe('widget sources', () => {
  it('read each kind by default at an interval within its limits', () => {
    for (const kind of WIDGET_SOURCE_KINDS) {
      const { min, max, default: interval } = WIDGET_REFRESH_MINUTES[kind];
      expect(min).toBeGreaterThanOrEqual(1);
      expect(max).toBeLessThanOrEqual(60);
      expect(interval).toBeGreaterThanOrEqual(min);
      expect(interval).toBeLessThanOrEqual(max);
    }
    expect([WIDGET_REFRESH_MINUTES.weather.default, WIDGET_REFRESH_MINUTES.news.default]).toEqual([15, 10]);
  });

  it("check a preview's settings by the widget's kind, with its defaults", () => {
    expect(
      ZWidgetPreviewRequest.parse({ kind: 'news', settings: { url: 'https://gazette.example/rss' } }),
    ).toEqual({
      kind: 'news',
      settings: { url: 'https://gazette.example/rss', maxStories: 5, secondsPerStory: 10 },
    });
    const sheetAsNews = ZWidgetPreviewRequest.safeParse({
      kind: 'sheet',
      settings: { url: 'https://gazette.example/rss' },
    });
    expect(sheetAsNews.success).toBe(false);
    expect(ZWidgetPreviewRequest.safeParse({ kind: 'facebook', settings: {} }).success).toBe(false);
  });
});
