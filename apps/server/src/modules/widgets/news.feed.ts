import { NEWS_SUMMARY_MAX_LENGTH, NEWS_TITLE_MAX_LENGTH, type TNewsStory } from '@placard/contract';
import { childElements, parseXml, textOf, XmlError, type XmlElement } from '../../platform/xml/xml-tree.js';
import { parseFeedDate } from './feed-date.js';
import { cutAtWord, firstImageSource, htmlToText } from './html-text.js';
import { WidgetSourceError } from './widget-source.error.js';

const MEDIA_NAMESPACE = 'http://search.yahoo.com/mrss/';
const CONTENT_NAMESPACE = 'http://purl.org/rss/1.0/modules/content/';
const ATOM_NAMESPACES = ['http://www.w3.org/2005/Atom', 'http://purl.org/atom/ns#'];
const RDF_NAMESPACE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';
const RSS_1_NAMESPACE = 'http://purl.org/rss/1.0/';
const RSS_090_NAMESPACE = 'http://my.netscape.com/rdf/simple/0.9/';
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

const RSS2_ONLY = 'the news widget reads RSS 2.0 feeds only.';

/** A web page rather than a feed: its media type says so, or it opens as HTML does. */
const HTML_MEDIA_TYPES = ['text/html', 'application/xhtml+xml'];
const HTML_START = /^(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html)[\s>]/i;

export type NewsFeed = { feedTitle: string; stories: TNewsStory[] };

function notRss2(found: string): WidgetSourceError {
  return new WidgetSourceError('NEWS_NOT_RSS2', `This is ${found}; ${RSS2_ONLY}`);
}

function webPage(): WidgetSourceError {
  return new WidgetSourceError(
    'NEWS_INVALID',
    'This is a web page (HTML), not a feed; use the address of its RSS 2.0 feed.',
  );
}

function plainText(element: XmlElement | undefined, maxLength: number): string {
  return element ? cutAtWord(htmlToText(textOf(element)), maxLength) : '';
}

/** An absolute http(s) address, resolved against the feed's; null for any other. */
function webAddress(href: string | null | undefined, base: string): string | null {
  if (!href?.trim()) return null;
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The item's link, else its guid when that is a permalink. */
function storyLink(item: XmlElement, base: string): string | null {
  const [link] = childElements(item, '', 'link');
  if (link) return webAddress(textOf(link), base);
  const [guid] = childElements(item, '', 'guid');
  return guid && guid.attributes.isPermaLink !== 'false' ? webAddress(textOf(guid), base) : null;
}

function isImage(element: XmlElement): boolean {
  return element.attributes.type?.trim().toLowerCase().startsWith('image/') ?? false;
}

/** Media RSS pictures of an item, its <media:group>'s included: <media:content> images, then thumbnails. */
function mediaPictures(item: XmlElement): (string | undefined)[] {
  const holders = [item, ...childElements(item, MEDIA_NAMESPACE, 'group')];
  const contents = holders
    .flatMap((holder) => childElements(holder, MEDIA_NAMESPACE, 'content'))
    .filter((content) => content.attributes.medium === 'image' || isImage(content));
  const thumbnails = holders.flatMap((holder) => childElements(holder, MEDIA_NAMESPACE, 'thumbnail'));
  return [...contents, ...thumbnails].map((element) => element.attributes.url);
}

/** Where an item's picture may be, best first: image enclosures, Media RSS, then the first <img> of its HTML. */
function* pictureCandidates(
  item: XmlElement,
  html: (string | undefined)[],
): Generator<string | null | undefined> {
  for (const enclosure of childElements(item, '', 'enclosure'))
    if (isImage(enclosure)) yield enclosure.attributes.url;
  yield* mediaPictures(item);
  for (const text of html) if (text) yield firstImageSource(text);
}

/** The item's picture: the first candidate that is an http(s) address. */
function storyImage(item: XmlElement, html: (string | undefined)[], base: string): string | null {
  for (const candidate of pictureCandidates(item, html)) {
    const address = webAddress(candidate, base);
    if (address) return address;
  }
  return null;
}

function story(item: XmlElement, base: string): TNewsStory | null {
  const [title] = childElements(item, '', 'title');
  const [description] = childElements(item, '', 'description');
  const [encoded] = childElements(item, CONTENT_NAMESPACE, 'encoded');
  const html = [description, encoded].map((element) => element && textOf(element));
  const summary = cutAtWord(htmlToText(html.find((text) => text?.trim()) ?? ''), NEWS_SUMMARY_MAX_LENGTH);
  const heading = plainText(title, NEWS_TITLE_MAX_LENGTH);
  if (heading === '' && summary === '') return null;
  const [pubDate] = childElements(item, '', 'pubDate');
  return {
    title: heading,
    summary,
    publishedAt: pubDate ? parseFeedDate(textOf(pubDate)) : null,
    link: storyLink(item, base),
    imageUrl: storyImage(item, html, base),
  };
}

/** The format of a document that is not RSS 2.0, as the refusal names it; null when it is RSS 2.0. */
function otherFormat(root: XmlElement): WidgetSourceError | null {
  if (root.name === 'rss' && root.namespace === '') {
    const version = root.attributes.version?.trim();
    if (!version) return notRss2('an RSS feed that does not give its version');
    return /^2\.0(\.\d+)?$/.test(version) ? null : notRss2(`an RSS ${version} feed`);
  }
  if (root.name === 'feed' && ATOM_NAMESPACES.includes(root.namespace)) return notRss2('an Atom feed');
  if (root.name === 'RDF' && root.namespace === RDF_NAMESPACE) {
    if (childElements(root, RSS_1_NAMESPACE, 'channel').length > 0) return notRss2('an RSS 1.0 feed');
    if (childElements(root, RSS_090_NAMESPACE, 'channel').length > 0) return notRss2('an RSS 0.90 feed');
    return notRss2('an RDF document, not a feed');
  }
  if (root.name === 'html' && (root.namespace === XHTML_NAMESPACE || root.namespace === '')) return webPage();
  return notRss2(`an XML document of another kind (<${root.name}>), not a feed`);
}

/**
 * Reads an RSS 2.0 feed: its title and its first `maxStories` stories in the feed's order, their text
 * plain and their addresses absolute (resolved against `baseUrl`, the feed's own). Any other format
 * (Atom, RSS 1.0, RSS 0.9x, other XML) throws WidgetSourceError NEWS_NOT_RSS2 naming what it is; a web
 * page, a document that is not well-formed XML or has a DOCTYPE, or a feed without a channel throws
 * NEWS_INVALID with the reason.
 */
export function parseNewsFeed(
  body: string,
  { baseUrl, contentType, maxStories }: { baseUrl: string; contentType: string; maxStories: number },
): NewsFeed {
  if (HTML_MEDIA_TYPES.includes(contentType) || HTML_START.test(body.trimStart())) throw webPage();
  let root: XmlElement;
  try {
    root = parseXml(body);
  } catch (error) {
    if (error instanceof XmlError)
      throw new WidgetSourceError('NEWS_INVALID', `The feed cannot be read: ${error.message}`);
    throw error;
  }
  const refusal = otherFormat(root);
  if (refusal) throw refusal;
  const [channel] = childElements(root, '', 'channel');
  if (!channel) throw new WidgetSourceError('NEWS_INVALID', 'This RSS 2.0 feed has no <channel>.');
  const stories: TNewsStory[] = [];
  for (const item of childElements(channel, '', 'item')) {
    if (stories.length >= maxStories) break;
    const read = story(item, baseUrl);
    if (read) stories.push(read);
  }
  const [title] = childElements(channel, '', 'title');
  return { feedTitle: plainText(title, NEWS_TITLE_MAX_LENGTH) || new URL(baseUrl).hostname, stories };
}
