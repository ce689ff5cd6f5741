import { crc32, deflateSync } from 'node:zlib';
import type { FakeSpreadsheet } from '../../../../apps/server/src/test/fakes/google-sheets';

/** A story of the fake feed; `picture` gives it the feed's picture as an enclosure and media:content. */
export type Story = { title: string; description: string; link?: string; picture?: boolean };

/** The stories /rss/news.xml serves until a test sets others. */
export const NEWS_STORIES: readonly Story[] = [
  {
    title: 'Harbour bridge reopens after repairs',
    description: 'Traffic is back on the bridge a week early.',
    picture: true,
  },
  { title: 'Library extends its opening hours', description: 'Open until nine on weekdays from Monday.' },
  { title: 'Football: home side wins the derby', description: 'Two late goals settled it.' },
];

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A solid PNG picture (RGB), made here so the fake needs no file. */
function solidPng(width: number, height: number, [red, green, blue]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.from([0, ...Array.from({ length: width }, () => [red, green, blue]).flat()]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The picture of the feed's stories, served at its path. */
export const FIXED_IMAGE = { path: '/images/story.png', bytes: solidPng(64, 36, [37, 99, 235]) };

/** An RSS 2.0 feed of `stories`, their links and picture on `origin`. */
export function newsFeed(origin: string, stories: readonly Story[] = NEWS_STORIES): string {
  const published = new Date(Date.UTC(2026, 0, 15, 8)).getTime();
  const items = stories.map((story, index) => {
    const link = story.link ?? `${origin}/news/${index + 1}`;
    const picture = `${origin}${FIXED_IMAGE.path}`;
    return [
      '<item>',
      `<title>${escapeXml(story.title)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid>${escapeXml(link)}</guid>`,
      `<description>${escapeXml(story.description)}</description>`,
      `<pubDate>${new Date(published - index * 3_600_000).toUTCString()}</pubDate>`,
      ...(story.picture
        ? [
            `<enclosure url="${picture}" type="image/png" length="${FIXED_IMAGE.bytes.length}"/>`,
            `<media:content url="${picture}" medium="image" type="image/png"/>`,
          ]
        : []),
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/">',
    `<channel><title>Town Gazette</title><link>${origin}/news</link><description>Local news</description>`,
    ...items,
    '</channel></rss>',
  ].join('\n');
}

/** A public spreadsheet (anyone with the link reads it): the canteen's menu. */
export const PUBLIC_SHEET: { id: string; spreadsheet: FakeSpreadsheet } = {
  id: '1PublicMenuSheet0000000000000000000000000000',
  spreadsheet: {
    access: 'public',
    tabs: [
      {
        gid: '0',
        name: 'Menu',
        cells: [
          ['Dish', 'Price'],
          ['Soup of the day', '4.50'],
          ['Fish and chips', '9.00'],
        ],
      },
    ],
  },
};

/** A spreadsheet shared with no one: Google sends readers to sign in. */
export const PRIVATE_SHEET: { id: string; spreadsheet: FakeSpreadsheet } = {
  id: '1PrivateBudgetSheet00000000000000000000000000',
  spreadsheet: { access: 'private', tabs: [{ gid: '0', name: 'Budget', cells: [['Secret', '1']] }] },
};
