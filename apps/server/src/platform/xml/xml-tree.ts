import { SaxesParser } from 'saxes';

/** An element of a parsed document: its namespace and local name, unprefixed attributes, and content. */
export type XmlElement = {
  namespace: string;
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
};
export type XmlNode = XmlElement | string;

/** A document that is not well-formed XML, or that Placard refuses to read (a DOCTYPE, too deep). */
export class XmlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XmlError';
  }
}

const MAX_DEPTH = 64;

/**
 * Parses a document with namespaces into a tree. A DOCTYPE is refused outright, so no DTD is ever
 * read, no external entity fetched and no entity expanded (XXE, billion laughs): only the five
 * predefined entities and character references are known. White space before the XML declaration,
 * which some servers send, is passed over.
 */
export function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const open: XmlElement[] = [];
  let root: XmlElement | null = null;
  const addText = (text: string) => open.at(-1)?.children.push(text);
  parser.on('doctype', () => {
    throw new XmlError('A DOCTYPE is not accepted.');
  });
  parser.on('error', (error) => {
    throw new XmlError(`Not well-formed XML: ${error.message}`);
  });
  parser.on('opentag', (tag) => {
    if (open.length >= MAX_DEPTH) throw new XmlError(`Elements are nested more than ${MAX_DEPTH} deep.`);
    const attributes: Record<string, string> = {};
    for (const attribute of Object.values(tag.attributes)) {
      if (attribute.uri === '') attributes[attribute.local] = attribute.value;
    }
    const element: XmlElement = { namespace: tag.uri, name: tag.local, attributes, children: [] };
    open.at(-1)?.children.push(element);
    root ??= element;
    open.push(element);
  });
  parser.on('closetag', () => {
    open.pop();
  });
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.write(xml.trimStart()).close();
  if (!root) throw new XmlError('The document has no element.');
  return root;
}

/** The child elements of an element in a namespace, by local name (all of them when no name is given). */
export function childElements(element: XmlElement, namespace: string, name?: string): XmlElement[] {
  return element.children.filter(
    (child): child is XmlElement =>
      typeof child !== 'string' &&
      child.namespace === namespace &&
      (name === undefined || child.name === name),
  );
}

/** The text of an element, its descendants' included. */
export function textOf(element: XmlElement): string {
  return element.children.map((child) => (typeof child === 'string' ? child : textOf(child))).join('');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** An element as a document of its own, declaring the namespaces it uses (default namespaces only). */
export function serializeXml(element: XmlElement, parentNamespace: string | null = null): string {
  const declaration = element.namespace === parentNamespace ? '' : ` xmlns="${escapeXml(element.namespace)}"`;
  const attributes = Object.entries(element.attributes)
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join('');
  const content = element.children
    .map((child) => (typeof child === 'string' ? escapeXml(child) : serializeXml(child, element.namespace)))
    .join('');
  return `<${element.name}${declaration}${attributes}>${content}</${element.name}>`;
}
