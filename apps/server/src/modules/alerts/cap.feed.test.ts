import { CAP_NAMESPACE } from '@placard/contract';
import { describe, expect, it } from 'vitest';
import { CapError } from './cap.error.js';
import { parseCapFeed } from './cap.feed.js';
import { capFixture } from '../../test/cap-fixtures.js';
import { parseCapMessage } from './cap.parse.js';

function refusal(xml: string): CapError {
  try {
    parseCapFeed(xml);
  } catch (error) {
    if (error instanceof CapError) return error;
    throw error;
  }
  throw new Error('the feed was read');
}

describe('reading a feed of CAP messages', () => {
  it('reads an Atom feed: the embedded message as a document of its own, the linked one as an address', () => {
    const { entries } = parseCapFeed(
      capFixture('feed.atom.xml'),
      'https://weather.example/feeds/alerts.atom',
    );
    expect(entries).toEqual([
      {
        id: 'urn:uuid:campus-fire-0302',
        updated: new Date('2026-03-02T10:05:00Z'),
        link: null,
        capXml: expect.stringContaining(`<alert xmlns="${CAP_NAMESPACE}">`) as string,
      },
      {
        id: 'urn:uuid:storm-0302',
        updated: new Date('2026-03-02T09:40:00Z'),
        link: 'https://weather.example/cap/storm-0302.xml',
        capXml: null,
      },
    ]);
    const fire = parseCapMessage(entries[0]?.capXml ?? '');
    expect(fire).toMatchObject({ identifier: 'CAMPUS-FIRE-0302', sent: new Date('2026-03-02T09:04:00Z') });
    expect(fire.infos[0]).toMatchObject({
      severity: 'Extreme',
      headline: 'Fire in building C & the library',
    });
  });

  it('reads a message embedded as escaped text', () => {
    const alert = capFixture('homeland-security.xml').replace(/^<\?xml[^>]*>\s*/, '');
    const escaped = alert.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const feed = `<feed xmlns="http://www.w3.org/2005/Atom"><entry><id>e-1</id><content type="text">${escaped}</content></entry></feed>`;
    const [entry] = parseCapFeed(feed).entries;
    expect(parseCapMessage(entry?.capXml ?? '').identifier).toBe('43b080713727');
  });

  it('reads an RSS 2.0 feed: the guid, else the link, as id, and links resolved against the feed', () => {
    const { entries } = parseCapFeed(capFixture('feed.rss.xml'), 'https://alerts.example/feeds/rss.xml');
    expect(entries).toEqual([
      {
        id: 'heat-0714',
        updated: new Date('2026-07-14T08:00:00Z'),
        link: 'https://alerts.example/cap/heat-0714.xml',
        capXml: null,
      },
      {
        id: 'https://alerts.example/feeds/cap/water-0713.xml',
        updated: new Date('2026-07-13T15:30:00Z'),
        link: 'https://alerts.example/feeds/cap/water-0713.xml',
        capXml: null,
      },
    ]);
  });

  it('reads a CAP message inside an RSS item', () => {
    const alert = capFixture('severe-thunderstorm.xml').replace(/^<\?xml[^>]*>\s*/, '');
    const feed = `<rss version="2.0"><channel><item><guid>storm</guid>${alert}</item></channel></rss>`;
    const [entry] = parseCapFeed(feed).entries;
    expect(parseCapMessage(entry?.capXml ?? '').identifier).toBe('KSTO1055887203');
  });

  it('refuses a DOCTYPE in a feed as in a message', () => {
    const feed = `<?xml version="1.0"?><!DOCTYPE feed [<!ENTITY x SYSTEM "file:///etc/passwd">]><feed xmlns="http://www.w3.org/2005/Atom"><entry><id>&x;</id></entry></feed>`;
    const error = refusal(feed);
    expect(error.code).toBe('CAP_FEED_INVALID');
    expect(error.message).toBe('A DOCTYPE is not accepted.');
  });

  it('refuses what is not an Atom or RSS 2.0 feed', () => {
    expect(refusal(capFixture('homeland-security.xml')).message).toBe(
      'The document is a <alert>, not an Atom or RSS 2.0 feed.',
    );
    expect(refusal('<feed>').message).toMatch(/^Not well-formed XML/);
    expect(refusal('<rss version="2.0"/>').code).toBe('CAP_FEED_INVALID');
  });
});
