/**
 * The tests' Facebook app and the pages its user manages: data only, so that what only needs the
 * settings (the browser tests' configuration) loads nothing of the fake itself.
 */
export const FAKE_FACEBOOK_APP = { id: '1234567890', secret: 'fake-facebook-app-secret' };

export type FakePost = { message?: string; picture?: string; createdTime: string; link?: string };
export type FakeMedia = {
  caption?: string;
  mediaType: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';
  picture: string;
  timestamp: string;
  link?: string;
};
export type FakePage = {
  id: string;
  name: string;
  posts: FakePost[];
  instagram?: { id: string; username: string; media: FakeMedia[] };
};

/** The pages the tests' Facebook user manages: a harbour café with posts and an Instagram account, an empty one. */
export const FAKE_PAGES: FakePage[] = [
  {
    id: '104857600123',
    name: 'Harbour Café',
    posts: [
      {
        message: 'Fresh cinnamon buns every morning from 7. See you by the water!',
        picture: 'harbour',
        createdTime: '2026-11-20T08:15:00+0000',
      },
      {
        message: 'Live jazz on Friday night, free entry.',
        picture: 'concert',
        createdTime: '2026-11-18T17:00:00+0000',
      },
      { message: 'Closed on Monday for the market day.', createdTime: '2026-11-16T09:30:00+0000' },
    ],
    instagram: {
      id: '17841400000000001',
      username: 'harbourcafe',
      media: [
        {
          caption: 'Our new roast ☕',
          mediaType: 'IMAGE',
          picture: 'coffee',
          timestamp: '2026-11-21T07:00:00+0000',
        },
        {
          caption: 'Market day in pictures',
          mediaType: 'CAROUSEL_ALBUM',
          picture: 'market',
          timestamp: '2026-11-19T12:00:00+0000',
        },
        {
          caption: 'Friday jazz',
          mediaType: 'VIDEO',
          picture: 'concert',
          timestamp: '2026-11-18T20:00:00+0000',
        },
      ],
    },
  },
  { id: '104857600456', name: 'Quiet Corner', posts: [] },
];
