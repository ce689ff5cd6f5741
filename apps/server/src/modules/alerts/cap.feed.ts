import { CAP_NAMESPACE } from '@placard/contract';
import {
  childElements,
  parseXml,
  serializeXml,
  textOf,
  XmlError,
  type XmlElement,
} from '../../platform/xml/xml-tree.js';
import { CapError } from './cap.error.js';

const ATOM_NAMESPACE = 'http://www.w3.org/2005/Atom';
const CAP_MEDIA_TYPES = ['application/cap+xml', 'application/xml', 'text/xml'];

export type CapFeedEntry = {
  /** the entry's id (Atom id, RSS guid, else its link) */
  id: string;
  updated: Date | null;
  /** where its CAP message is, as an absolute address */
  link: string | null;
  /** the CAP message it carries itself, as a document of its own */
  capXml: string | null;
};

export type CapFeed = { entries: CapFeedEntry[] };

function feedInvalid(message: string): CapError {
  return new CapError('CAP_FEED_INVALID', message);
}

function text(parent: XmlElement, namespace: string, name: string): string | null {
  const [element] = childElements(parent, namespace, name);
  const value = element ? textOf(element).trim() : '';
  return value === '' ? null : value;
}

function date(value: string | null): Date | null {
  if (value === null) return null;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

function absolute(href: string | null | undefined, base: string | undefined): string | null {
  if (!href) return null;
  try {
    return new URL(href, base).href;
  } catch {
    return null;
  }
}

/** The first CAP <alert> at or below an element. */
function findCapAlert(node: XmlElement): XmlElement | null {
  if (node.namespace === CAP_NAMESPACE && node.name === 'alert') return node;
  for (const child of node.children) {
    const found = typeof child === 'string' ? null : findCapAlert(child);
    if (found) return found;
  }
  return null;
}

/** The CAP message an element carries: an <alert> inside it, or its text when that is an escaped one. */
function embeddedCap(element: XmlElement): string | null {
  const alert = findCapAlert(element);
  if (alert) return serializeXml(alert);
  const escaped = textOf(element).trim();
  return /^(<\?xml[^>]*>\s*)?<([\w-]+:)?alert[\s>]/.test(escaped) ? escaped : null;
}

/** An Atom link to a CAP message: one typed as CAP or XML first, else the alternate link. */
function atomLink(entry: XmlElement): string | undefined {
  const links = childElements(entry, ATOM_NAMESPACE, 'link');
  const typed = links.find((link) => CAP_MEDIA_TYPES.includes(link.attributes.type?.toLowerCase() ?? ''));
  const alternate = links.find((link) => (link.attributes.rel ?? 'alternate') === 'alternate');
  return (typed ?? alternate)?.attributes.href;
}

function atomEntries(feed: XmlElement, base: string | undefined): CapFeedEntry[] {
  return childElements(feed, ATOM_NAMESPACE, 'entry').flatMap((entry) => {
    const link = absolute(atomLink(entry), base);
    const id = text(entry, ATOM_NAMESPACE, 'id') ?? link;
    if (id === null) return [];
    const [content] = childElements(entry, ATOM_NAMESPACE, 'content');
    const alert = content ? null : findCapAlert(entry);
    const capXml = content ? embeddedCap(content) : alert && serializeXml(alert);
    const updated = date(text(entry, ATOM_NAMESPACE, 'updated') ?? text(entry, ATOM_NAMESPACE, 'published'));
    return [{ id, updated, link, capXml }];
  });
}

function rssEntries(channel: XmlElement, base: string | undefined): CapFeedEntry[] {
  return childElements(channel, '', 'item').flatMap((item) => {
    const [enclosure] = childElements(item, '', 'enclosure');
    const link = absolute(text(item, '', 'link') ?? enclosure?.attributes.url, base);
    const id = text(item, '', 'guid') ?? link;
    if (id === null) return [];
    const alert = findCapAlert(item);
    const capXml = alert && serializeXml(alert);
    return [{ id, updated: date(text(item, '', 'pubDate')), link, capXml }];
  });
}

/**
 * The entries of an Atom or RSS 2.0 feed of CAP messages, each with the message it embeds (Atom
 * <content>, or an <alert> in the entry or item) or the link to it, resolved against `baseUrl` (the
 * feed's own address). Parsed as safely as a CAP message: no DOCTYPE. Entries without an id or a link
 * are passed over; a document that is not such a feed throws CapError CAP_FEED_INVALID.
 */
export function parseCapFeed(xml: string, baseUrl?: string): CapFeed {
  let root: XmlElement;
  try {
    root = parseXml(xml);
  } catch (error) {
    if (error instanceof XmlError) throw feedInvalid(error.message);
    throw error;
  }
  if (root.namespace === ATOM_NAMESPACE && root.name === 'feed')
    return { entries: atomEntries(root, baseUrl) };
  const [channel] = childElements(root, '', 'channel');
  if (root.namespace === '' && root.name === 'rss' && channel)
    return { entries: rssEntries(channel, baseUrl) };
  throw feedInvalid(`The document is a <${root.name}>, not an Atom or RSS 2.0 feed.`);
}
