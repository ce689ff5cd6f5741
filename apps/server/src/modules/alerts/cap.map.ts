import {
  ALERT_DURATION_MAX_MINUTES,
  ALERT_DURATION_MIN_MINUTES,
  ALERT_NAME_MAX_LENGTH,
  ALERT_PRIORITY_MAX,
  ALERT_PRIORITY_MIN,
  ALERT_TEXT_MAX_LENGTH,
  type AlertType,
  type IntegrationMessageType,
} from '@placard/contract';
import { CapError } from './cap.error.js';
import type { CapInfo, CapMessage } from './cap.parse.js';

/** What an integration gives an alert its message does not decide. */
export type CapDefaults = {
  type: AlertType;
  backgroundColor: string;
  textColor: string;
  continuous: boolean;
  durationMinutes: number | null;
};

export type CapAlertText = { language: string; name: string; description: string; instructions: string };

export type CapAlertFields = {
  identifier: string;
  msgType: IntegrationMessageType;
  references: string[];
  type: AlertType;
  priority: number;
  backgroundColor: string;
  textColor: string;
  /** minutes; null: until cancelled */
  durationMinutes: number | null;
  /** one per language, the first info block of each */
  texts: CapAlertText[];
};

/**
 * The alert type of each CAP category. Geo (earthquake, tsunami, volcano, landslide) is safety: people
 * are asked to protect themselves. Rescue, Transport, CBRNE and Other have no type of their own: custom.
 */
const CATEGORY_TYPES: Partial<Record<string, AlertType>> = {
  Met: 'weather',
  Fire: 'fire',
  Health: 'health',
  Env: 'environment',
  Infra: 'infrastructure',
  Safety: 'safety',
  Geo: 'safety',
  Security: 'security',
};

/** Priority by severity, then urgency: an extreme and immediate threat first, a minor one last. */
const PRIORITIES: Partial<Record<string, { Immediate?: number; Expected?: number; other: number }>> = {
  Extreme: { Immediate: 10, other: 9 },
  Severe: { Immediate: 8, Expected: 7, other: 6 },
  Moderate: { Immediate: 5, Expected: 4, other: 3 },
  Minor: { Immediate: 2, Expected: 2, other: 1 },
};
const UNKNOWN_SEVERITY_PRIORITY = 1;

/**
 * Colours by severity, text of at least 7:1 contrast on each: dark red for extreme, dark orange for
 * severe, amber with near-black text for moderate; minor and unknown keep the integration's.
 */
export const CAP_SEVERITY_COLORS: Partial<Record<string, { backgroundColor: string; textColor: string }>> = {
  Extreme: { backgroundColor: '#7F1D1D', textColor: '#FFFFFF' },
  Severe: { backgroundColor: '#9A3412', textColor: '#FFFFFF' },
  Moderate: { backgroundColor: '#FBBF24', textColor: '#111827' },
};

function ignored(reason: string): CapError {
  return new CapError('CAP_IGNORED', reason);
}

/** Trimmed, and cut to `max` characters with an ellipsis (never between the halves of a surrogate pair). */
export function cutText(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  let end = max - 1;
  if (/[\uD800-\uDBFF]/.test(trimmed.charAt(end - 1))) end -= 1;
  return `${trimmed.slice(0, end).trimEnd()}…`;
}

function alertType(info: CapInfo | undefined, defaults: CapDefaults): AlertType {
  if (!info) return defaults.type;
  return (
    info.categories.map((category) => CATEGORY_TYPES[category]).find((type) => type !== undefined) ?? 'custom'
  );
}

function priority(info: CapInfo | undefined): number {
  const byUrgency = info ? PRIORITIES[info.severity] : undefined;
  const chosen = byUrgency
    ? (byUrgency[info?.urgency as 'Immediate' | 'Expected'] ?? byUrgency.other)
    : UNKNOWN_SEVERITY_PRIORITY;
  return Math.min(ALERT_PRIORITY_MAX, Math.max(ALERT_PRIORITY_MIN, chosen));
}

function durationMinutes(message: CapMessage, info: CapInfo | undefined, now: Date, defaults: CapDefaults) {
  if (!info?.expires) return defaults.continuous ? null : defaults.durationMinutes;
  const start = Math.max(now.getTime(), (info.effective ?? message.sent).getTime());
  const minutes = Math.ceil((info.expires.getTime() - start) / 60_000);
  return Math.min(ALERT_DURATION_MAX_MINUTES, Math.max(ALERT_DURATION_MIN_MINUTES, minutes));
}

function texts(infos: CapInfo[]): CapAlertText[] {
  const seen = new Set<string>();
  return infos.flatMap((info) => {
    const language = info.language.toLowerCase();
    if (seen.has(language)) return [];
    seen.add(language);
    return [
      {
        language: info.language,
        name: cutText(info.headline ?? info.event, ALERT_NAME_MAX_LENGTH),
        description: cutText(info.description ?? info.headline ?? info.event, ALERT_TEXT_MAX_LENGTH),
        instructions: cutText(info.instruction ?? info.event, ALERT_TEXT_MAX_LENGTH),
      },
    ];
  });
}

/**
 * The alert a CAP message raises, changes (Update) or ends (Cancel), its first info block deciding
 * type, priority, colours and duration. A message Placard does not show throws CapError CAP_IGNORED
 * with the reason: a status other than Actual, an Ack or Error, an Alert or Update without an info
 * block or already expired at `now`. An Update or Cancel without references is CAP_INVALID.
 */
export function capAlertFields(message: CapMessage, now: Date, defaults: CapDefaults): CapAlertFields {
  if (message.status !== 'Actual') {
    throw ignored(`The message is marked ${message.status}: only Actual messages are shown.`);
  }
  if (message.msgType === 'Ack' || message.msgType === 'Error') {
    throw ignored(`An ${message.msgType} message acknowledges another one: it raises no alert.`);
  }
  if (message.msgType !== 'Alert' && message.references.length === 0) {
    throw new CapError('CAP_INVALID', `An ${message.msgType} names the messages it follows in <references>.`);
  }
  const [info] = message.infos;
  if (message.msgType !== 'Cancel') {
    if (!info) throw ignored('The message has no <info> block to show.');
    if (info.expires && info.expires.getTime() <= now.getTime()) {
      throw ignored(`The message expired at ${info.expires.toISOString()}.`);
    }
  }
  const colors = (info && CAP_SEVERITY_COLORS[info.severity]) ?? defaults;
  return {
    identifier: message.identifier,
    msgType: message.msgType,
    references: message.references,
    type: alertType(info, defaults),
    priority: priority(info),
    backgroundColor: colors.backgroundColor,
    textColor: colors.textColor,
    durationMinutes: durationMinutes(message, info, now, defaults),
    texts: texts(message.infos),
  };
}
