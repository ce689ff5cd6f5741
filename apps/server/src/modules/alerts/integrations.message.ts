import {
  ALERT_TYPE_COLORS,
  type AlertType,
  type IntegrationMessageType,
  type TIntegrationJsonAlert,
} from '@placard/contract';
import type { AlertTranslation } from './alerts.table.js';
import type { IntegrationRow } from './integrations.table.js';

/** An alert's texts in one language; the language is absent where the provider named none. */
export type MessageTexts = Omit<AlertTranslation, 'language'> & { language?: string };

/**
 * What a provider's message asks, whatever its format (Placard JSON or CAP): raise an alert, replace
 * the one it references, or end it. The first texts are the alert's own; with more than one language,
 * each screen shows its organization's.
 */
export type IntegrationMessage =
  | { msgType: 'Cancel'; identifier: string; references: string[] }
  | {
      msgType: Exclude<IntegrationMessageType, 'Cancel'>;
      identifier: string;
      references: string[];
      type: AlertType;
      priority: number;
      backgroundColor: string;
      textColor: string;
      /** minutes; null: until cancelled */
      durationMinutes: number | null;
      texts: [MessageTexts, ...MessageTexts[]];
    };

/** An integration's defaults for what an alert it raises does not say. */
export type IntegrationDefaults = {
  type: AlertType;
  backgroundColor: string;
  textColor: string;
  continuous: boolean;
  durationMinutes: number | null;
};

export function defaultsOf(row: IntegrationRow): IntegrationDefaults {
  return {
    type: row.defaultType,
    backgroundColor: row.defaultBackgroundColor,
    textColor: row.defaultTextColor,
    continuous: row.defaultContinuous,
    durationMinutes: row.defaultDurationMinutes,
  };
}

/** A Placard JSON alert as a message, the integration's defaults filling what it leaves out. */
export function jsonMessage(
  alert: TIntegrationJsonAlert,
  defaults: IntegrationDefaults,
  priority: number,
): IntegrationMessage {
  const references = alert.references === undefined ? [] : [alert.references];
  if (alert.msgType === 'Cancel') return { msgType: 'Cancel', identifier: alert.identifier, references };
  const { name, description, instructions } = alert;
  // the schema makes these present for Alert and Update
  if (name === undefined || description === undefined || instructions === undefined) {
    throw new Error('an alert without its texts passed validation');
  }
  const type = alert.type ?? defaults.type;
  // a type other than the default's comes with its own colours, unless the alert names some
  const colors = type === defaults.type ? defaults : ALERT_TYPE_COLORS[type];
  return {
    msgType: alert.msgType,
    identifier: alert.identifier,
    references,
    type,
    priority: alert.priority ?? priority,
    backgroundColor: alert.backgroundColor ?? colors.backgroundColor,
    textColor: alert.textColor ?? colors.textColor,
    durationMinutes:
      alert.duration !== undefined ? alert.duration : defaults.continuous ? null : defaults.durationMinutes,
    texts: [{ name, description, instructions }, ...(alert.translations ?? [])],
  };
}
