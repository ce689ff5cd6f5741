/** Alert integrations (spec sections 3 and 4): a service provider that raises alerts. */

/**
 * How a provider raises alerts: it POSTs Placard's JSON alert, or an OASIS CAP 1.2 message, to the
 * integration's endpoint; or Placard polls a feed (Atom or RSS) of CAP messages at an interval.
 */
export const INTEGRATION_PROVIDERS = ['json', 'cap', 'capFeed'] as const;
export type IntegrationProvider = (typeof INTEGRATION_PROVIDERS)[number];

/** Spec section 4: an integration is enabled or disabled; it can be deleted only when disabled. */
export const INTEGRATION_STATES = ['enabled', 'disabled'] as const;
export type IntegrationState = (typeof INTEGRATION_STATES)[number];

export const INTEGRATION_NAME_MAX_LENGTH = 100;
/** How often a CAP feed is read, in minutes. */
export const INTEGRATION_POLL_MIN_MINUTES = 1;
export const INTEGRATION_POLL_MAX_MINUTES = 60;
export const INTEGRATION_POLL_DEFAULT_MINUTES = 5;
/** The largest body a provider may send to the endpoint, and the largest feed read. */
export const INTEGRATION_BODY_MAX_BYTES = 256 * 1024;
/** The longest identifier (CAP identifier, or the JSON alert's) kept for a delivery. */
export const INTEGRATION_IDENTIFIER_MAX_LENGTH = 200;
/** The media type of a CAP message posted to the endpoint (text/xml and application/xml are read too). */
export const CAP_CONTENT_TYPE = 'application/cap+xml';
/** The namespace of an OASIS CAP 1.2 message. */
export const CAP_NAMESPACE = 'urn:oasis:names:tc:emergency:cap:1.2';

/**
 * What a provider's message does to the alert it names: Alert raises one (and shows it now), Update
 * replaces the alert it references and shows it again, Cancel deactivates the alert it references.
 */
export const INTEGRATION_MESSAGE_TYPES = ['Alert', 'Update', 'Cancel'] as const;
export type IntegrationMessageType = (typeof INTEGRATION_MESSAGE_TYPES)[number];

/**
 * Which alert a screen shows first when several are active: the highest priority, then the most
 * recently activated. An alert a person activates has ALERT_PRIORITY_USER; a CAP message's severity
 * and urgency give its priority (extreme and immediate highest).
 */
export const ALERT_PRIORITY_MIN = 0;
export const ALERT_PRIORITY_MAX = 10;
export const ALERT_PRIORITY_USER = 8;
