import { describe, expect, it } from 'vitest';
import { ZNewsSettings, ZNewsSnapshot } from '../index.js';

/** The messages of a failed parse, keyed by field path. */
function messagesOf(value: unknown): Record<string, string[]> {
  const result = ZNewsSettings.safeParse(value);
  if (result.success) return {};
  const messages: Record<string, string[]> = {};
  for (const issue of result.error.issues) (messages[issue.path.join('.')] ??= []).push(issue.message);
  return messages;
}

describe('the settings of a news element', () => {
  it('takes a feed address, with 5 stories of 10 seconds unless told', () => {
    expect(ZNewsSettings.parse({ url: ' https://gazette.example/feed/ ' })).toEqual({
      url: 'https://gazette.example/feed/',
      maxStories: 5,
      secondsPerStory: 10,
    });
    expect(
      ZNewsSettings.parse({ url: 'http://gazette.example/rss', maxStories: 20, secondsPerStory: 3 }),
    ).toEqual({
      url: 'http://gazette.example/rss',
      maxStories: 20,
      secondsPerStory: 3,
    });
  });

  it.each(['', 'gazette.example/feed', 'ftp://gazette.example/feed', 'javascript:alert(1)'])(
    'refuses %j as the address',
    (url) => {
      expect(messagesOf({ url }).url).toContain('validation.url');
    },
  );

  it.each([0, 21, 2.5, '5'])('refuses %j stories', (maxStories) => {
    expect(messagesOf({ url: 'https://gazette.example/feed/', maxStories })).toEqual({
      maxStories: ['validation.newsStories'],
    });
  });

  it.each([2, 121, 7.5, null])('refuses %j seconds a story', (secondsPerStory) => {
    expect(messagesOf({ url: 'https://gazette.example/feed/', secondsPerStory })).toEqual({
      secondsPerStory: ['validation.newsSecondsPerStory'],
    });
  });
});

describe('what a screen gets of a feed', () => {
  it('is its title, its stories and when it was read', () => {
    const snapshot = {
      feedTitle: 'Riverside Gazette',
      stories: [
        {
          title: 'New footbridge opens',
          summary: 'The footbridge opened on Wednesday.',
          publishedAt: '2026-11-26T07:30:00.000Z',
          link: 'https://gazette.example/footbridge/',
          imageUrl: null,
        },
      ],
      fetchedAt: '2026-11-26T08:00:00.000Z',
    };
    expect(ZNewsSnapshot.parse(snapshot)).toEqual(snapshot);
    expect(ZNewsSnapshot.safeParse({ ...snapshot, fetchedAt: 'yesterday' }).success).toBe(false);
  });
});
