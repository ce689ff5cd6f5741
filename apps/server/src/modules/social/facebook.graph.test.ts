import { describe, expect, it } from 'vitest';
import {
  graphTime,
  parseGraphError,
  parseInstagramMedia,
  parsePagePosts,
  parsePages,
} from './facebook.graph.js';

describe("reading the Graph API's answers", () => {
  it('reads the pages of /me/accounts with their tokens, Instagram accounts and next page', () => {
    const answer = parsePages({
      data: [
        {
          id: '104857600123',
          name: 'Harbour Café',
          access_token: 'EAAPage1',
          instagram_business_account: { id: '17841400000000001', username: 'harbourcafe' },
        },
        { id: '104857600456', name: 'Quiet Corner', access_token: 'EAAPage2' },
        { id: 'not-a-page', name: 'Odd', access_token: 'x' },
        { id: '104857600789', name: 'No token' },
      ],
      paging: {
        cursors: { before: 'a', after: 'b' },
        next: 'https://graph.facebook.com/v21.0/me/accounts?after=b',
      },
    });
    expect(answer).toEqual({
      pages: [
        {
          id: '104857600123',
          name: 'Harbour Café',
          accessToken: 'EAAPage1',
          instagram: { id: '17841400000000001', username: 'harbourcafe' },
        },
        { id: '104857600456', name: 'Quiet Corner', accessToken: 'EAAPage2', instagram: null },
      ],
      next: 'https://graph.facebook.com/v21.0/me/accounts?after=b',
    });
    expect(parsePages({ data: [], paging: { cursors: {} } })).toEqual({ pages: [], next: null });
  });

  it("reads a page's posts: text, picture, time and link; posts with neither text nor picture left out", () => {
    const posts = parsePagePosts(
      {
        data: [
          {
            id: '1_1',
            message: 'Fresh buns\n\nevery   morning',
            full_picture: 'https://scontent.example/p.jpg',
            created_time: '2026-11-20T08:15:00+0000',
            permalink_url: 'https://www.facebook.com/1/posts/1',
          },
          { id: '1_2', created_time: '2026-11-19T08:15:00+0000' },
          {
            id: '1_3',
            message: 'Closed Monday',
            created_time: 'yesterday',
            full_picture: 'javascript:alert(1)',
          },
        ],
      },
      5,
    );
    expect(posts).toEqual([
      {
        text: 'Fresh buns every morning',
        imageUrl: 'https://scontent.example/p.jpg',
        publishedAt: '2026-11-20T08:15:00.000Z',
        link: 'https://www.facebook.com/1/posts/1',
      },
      { text: 'Closed Monday', imageUrl: null, publishedAt: null, link: null },
    ]);
    expect(parsePagePosts({ data: [{ message: 'a' }, { message: 'b' }] }, 1)).toHaveLength(1);
    expect(parsePagePosts({ data: 'nothing' }, 5)).toEqual([]);
  });

  it("reads an Instagram account's media: a video by its thumbnail, long captions cut at a word", () => {
    const media = parseInstagramMedia(
      {
        data: [
          {
            caption: 'word '.repeat(200),
            media_type: 'IMAGE',
            media_url: 'https://cdn.example/1.jpg',
            timestamp: '2026-11-21T07:00:00+0000',
            permalink: 'https://www.instagram.com/p/1/',
          },
          {
            media_type: 'VIDEO',
            media_url: 'https://cdn.example/2.mp4',
            thumbnail_url: 'https://cdn.example/2.jpg',
            timestamp: '2026-11-20T07:00:00+0000',
          },
        ],
      },
      6,
    );
    expect(media[0]?.text.length).toBeLessThanOrEqual(500);
    expect(media[0]?.text.endsWith('…')).toBe(true);
    expect(media[1]).toEqual({
      text: '',
      imageUrl: 'https://cdn.example/2.jpg',
      publishedAt: '2026-11-20T07:00:00.000Z',
      link: null,
    });
  });

  it("reads Graph's errors, a refused token by its code 190", () => {
    const expired = parseGraphError({
      error: {
        message: 'Error validating access token: Session has expired.',
        type: 'OAuthException',
        code: 190,
        error_subcode: 463,
        fbtrace_id: 'Ab',
      },
    });
    expect(expired?.tokenRefused).toBe(true);
    expect(expired?.message).toBe('Error validating access token: Session has expired.');
    const limited = parseGraphError({ error: { message: 'Application request limit reached', code: 4 } });
    expect(limited?.tokenRefused).toBe(false);
    expect(parseGraphError({ data: [] })).toBeNull();
  });

  it("reads Graph's times with or without a colon in the offset", () => {
    expect(graphTime('2026-11-20T10:15:00+0200')).toBe('2026-11-20T08:15:00.000Z');
    expect(graphTime('2026-11-20T08:15:00+00:00')).toBe('2026-11-20T08:15:00.000Z');
    expect(graphTime('')).toBeNull();
  });
});
