import type { AppError } from '../../platform/http/app-error.js';
import { CapError } from './cap.error.js';
import { capAlertFields } from './cap.map.js';
import { parseCapMessage } from './cap.parse.js';
import { alertError } from './alerts.errors.js';
import type { IntegrationDefaults, IntegrationMessage } from './integrations.message.js';

/** A CapError as the answer to a provider: CAP_INVALID (400) or CAP_IGNORED (422), with its reason. */
export function capAppError(error: CapError): AppError {
  const code = error.code === 'CAP_IGNORED' ? 'CAP_IGNORED' : 'CAP_INVALID';
  return alertError(code, { params: { reason: error.message }, cause: error });
}

/**
 * A CAP 1.2 message as what it asks of the integration: raise, update or cancel an alert, its first
 * info block deciding type, priority, colours and duration, each info block's language its texts.
 */
export function capMessage(xml: string, defaults: IntegrationDefaults, now: Date): IntegrationMessage {
  try {
    const fields = capAlertFields(parseCapMessage(xml), now, defaults);
    const { identifier, references } = fields;
    if (fields.msgType === 'Cancel') return { msgType: 'Cancel', identifier, references };
    const [first, ...others] = fields.texts;
    if (!first) throw new CapError('CAP_IGNORED', 'The message has no <info> block to show.');
    return { ...fields, msgType: fields.msgType, texts: [first, ...others] };
  } catch (error) {
    throw error instanceof CapError ? capAppError(error) : error;
  }
}
