import { CAP_NAMESPACE } from '@placard/contract';
import { childElements, parseXml, textOf, XmlError, type XmlElement } from '../../platform/xml/xml-tree.js';
import { CapError } from './cap.error.js';

export const CAP_STATUSES = ['Actual', 'Exercise', 'System', 'Test', 'Draft'] as const;
export const CAP_MESSAGE_TYPES = ['Alert', 'Update', 'Cancel', 'Ack', 'Error'] as const;

export type CapInfo = {
  /** default en-US, as the standard says */
  language: string;
  categories: string[];
  event: string;
  urgency: string;
  severity: string;
  certainty: string;
  headline: string | null;
  description: string | null;
  instruction: string | null;
  effective: Date | null;
  onset: Date | null;
  expires: Date | null;
  senderName: string | null;
};

export type CapMessage = {
  identifier: string;
  sender: string;
  sent: Date;
  status: (typeof CAP_STATUSES)[number];
  msgType: (typeof CAP_MESSAGE_TYPES)[number];
  scope: string;
  /** the identifiers of the messages this one follows, from its sender,identifier,sent triplets */
  references: string[];
  infos: CapInfo[];
};

/** CAP's dateTime: a date, a time to the second and a time zone offset (Z is taken too). */
const CAP_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function invalid(message: string): CapError {
  return new CapError('CAP_INVALID', message);
}

function optionalText(parent: XmlElement, name: string): string | null {
  const [element] = childElements(parent, CAP_NAMESPACE, name);
  const text = element ? textOf(element).trim() : '';
  return text === '' ? null : text;
}

function requiredText(parent: XmlElement, name: string): string {
  const text = optionalText(parent, name);
  if (text === null) throw invalid(`The <${parent.name}> has no <${name}>.`);
  return text;
}

function dateTime(text: string, name: string): Date {
  const date = new Date(text);
  if (!CAP_DATE_TIME.test(text) || Number.isNaN(date.getTime())) {
    throw invalid(`<${name}> is not a date and time with a time zone: ${text}`);
  }
  return date;
}

function optionalDateTime(parent: XmlElement, name: string): Date | null {
  const text = optionalText(parent, name);
  return text === null ? null : dateTime(text, name);
}

function oneOf<const Values extends readonly string[]>(
  text: string,
  values: Values,
  name: string,
): Values[number] {
  if (!values.includes(text)) throw invalid(`<${name}> is ${text}, not one of ${values.join(', ')}.`);
  return text as Values[number];
}

function parseReferences(text: string | null): string[] {
  if (text === null) return [];
  return text.split(/\s+/).map((triplet) => {
    const parts = triplet.split(',');
    if (parts.length !== 3 || !parts[1])
      throw invalid(`<references> holds ${triplet}, not sender,identifier,sent.`);
    return parts[1];
  });
}

function parseInfo(info: XmlElement): CapInfo {
  const categories = childElements(info, CAP_NAMESPACE, 'category')
    .map((category) => textOf(category).trim())
    .filter((category) => category !== '');
  if (categories.length === 0) throw invalid('The <info> has no <category>.');
  return {
    language: optionalText(info, 'language') ?? 'en-US',
    categories,
    event: requiredText(info, 'event'),
    urgency: requiredText(info, 'urgency'),
    severity: requiredText(info, 'severity'),
    certainty: requiredText(info, 'certainty'),
    headline: optionalText(info, 'headline'),
    description: optionalText(info, 'description'),
    instruction: optionalText(info, 'instruction'),
    effective: optionalDateTime(info, 'effective'),
    onset: optionalDateTime(info, 'onset'),
    expires: optionalDateTime(info, 'expires'),
    senderName: optionalText(info, 'senderName'),
  };
}

/** The root of a CAP message parsed, or the reason it is not one. */
export function capAlertElement(xml: string): XmlElement {
  let root: XmlElement;
  try {
    root = parseXml(xml);
  } catch (error) {
    if (error instanceof XmlError) throw invalid(error.message);
    throw error;
  }
  if (root.name !== 'alert') throw invalid(`The document is a <${root.name}>, not a CAP <alert>.`);
  if (root.namespace !== CAP_NAMESPACE) {
    throw invalid(`The <alert> is in the namespace "${root.namespace}", not CAP 1.2's ${CAP_NAMESPACE}.`);
  }
  return root;
}

/**
 * Reads an OASIS CAP 1.2 message (XML, without a DOCTYPE), or throws CapError CAP_INVALID naming
 * the first problem: not XML, not an <alert> in the CAP 1.2 namespace, a required element missing or
 * not one of its values. Elements of other namespaces are passed over.
 */
export function parseCapMessage(xml: string): CapMessage {
  const alert = capAlertElement(xml);
  return {
    identifier: requiredText(alert, 'identifier'),
    sender: requiredText(alert, 'sender'),
    sent: dateTime(requiredText(alert, 'sent'), 'sent'),
    status: oneOf(requiredText(alert, 'status'), CAP_STATUSES, 'status'),
    msgType: oneOf(requiredText(alert, 'msgType'), CAP_MESSAGE_TYPES, 'msgType'),
    scope: requiredText(alert, 'scope'),
    references: parseReferences(optionalText(alert, 'references')),
    infos: childElements(alert, CAP_NAMESPACE, 'info').map(parseInfo),
  };
}
