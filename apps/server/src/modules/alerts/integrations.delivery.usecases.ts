import {
  ALERT_NAME_MAX_LENGTH,
  alertStateAt,
  isReadOnly,
  type TIntegrationDelivery,
} from '@placard/contract';
import { lockUntilCommit } from '../../platform/db/locks.js';
import { freeName } from '../../platform/text/free-name.js';
import { inTransaction, type Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/http/app-error.js';
import { licenseContextOf } from '../licensing/licensing.usecases.js';
import { callerOrganization } from '../organizations/organizations.queries.js';
import type { AlertActor } from './alerts.access.js';
import { activateRow, deactivateRow, type AlertAuthor } from './alerts.activation.usecases.js';
import { alertError } from './alerts.errors.js';
import { alertNamesStartingWith, findAlert, insertAlert } from './alerts.repository.js';
import type { AlertRow } from './alerts.table.js';
import type { IntegrationMessage, MessageTexts } from './integrations.message.js';
import {
  alertOfMessage,
  insertMessage,
  integrationById,
  updateIntegration,
} from './integrations.repository.js';
import type { IntegrationRow } from './integrations.table.js';
import { targetsOf } from './targets.columns.js';

type RaisingMessage = Exclude<IntegrationMessage, { msgType: 'Cancel' }>;

/**
 * The integration as the actor of its alerts: its organization, with that organization's licence
 * deciding which sub-organizations it reaches. Named after the integration in the alerts' audit.
 */
async function integrationActor(
  tx: Deps,
  row: IntegrationRow,
): Promise<{ actor: AlertActor; readOnly: boolean }> {
  const [organization, license] = await Promise.all([
    callerOrganization(tx.db, row.organizationId),
    licenseContextOf(tx, row.organizationId),
  ]);
  if (!organization) throw new AppError('NOT_FOUND');
  const actor = {
    user: { id: 0, organizationId: row.organizationId, fullname: row.name },
    organization: { id: organization.id, name: organization.name },
    license,
  };
  return { actor, readOnly: isReadOnly(license.status) };
}

/** Room kept for a number after a cut name (" (12345678)"): every candidate starts with the rest. */
const NUMBER_ROOM = 12;

/**
 * A name for the alert free in the organization: the message's, else with " (2)", " (3)"… after it,
 * from the names taken that could clash, read at once.
 */
async function freeAlertName(
  tx: Deps,
  organizationId: number,
  name: string,
  exceptId?: number,
): Promise<string> {
  const prefix = name.slice(0, ALERT_NAME_MAX_LENGTH - NUMBER_ROOM);
  const taken = await alertNamesStartingWith(tx.db, organizationId, prefix, exceptId);
  return freeName(name, taken, ALERT_NAME_MAX_LENGTH);
}

/** The stored texts, type, colours and duration of what a message raises. */
function alertFieldsOf(message: RaisingMessage) {
  const [own, ...others] = message.texts;
  const translations = others.length === 0 ? [] : message.texts.filter(hasLanguage);
  return {
    description: own.description,
    instructions: own.instructions,
    type: message.type,
    continuous: message.durationMinutes === null,
    durationMinutes: message.durationMinutes,
    backgroundColor: message.backgroundColor,
    textColor: message.textColor,
    priority: message.priority,
    translations,
  };
}

function hasLanguage(texts: MessageTexts): texts is MessageTexts & { language: string } {
  return texts.language !== undefined;
}

/** The alert an Update or Cancel follows: that of the first referenced message this integration knows. */
async function referencedAlert(tx: Deps, row: IntegrationRow, references: string[]): Promise<AlertRow> {
  for (const identifier of references) {
    const alertId = await alertOfMessage(tx.db, row.id, identifier);
    const alert = alertId === undefined ? undefined : await findAlert(tx.db, alertId, true);
    if (alert) return alert;
  }
  throw alertError('INTEGRATION_REFERENCE_UNKNOWN');
}

const delivery = (tx: Deps, alert: AlertRow, duplicate: boolean): TIntegrationDelivery => ({
  alertId: alert.id,
  state: alertStateAt(alert, tx.now()) === 'active' ? 'active' : 'deactivated',
  duplicate,
});

/**
 * A provider's message, delivered once: an Alert raises a new alert of the integration's organization,
 * shown at once on the integration's targets; an Update replaces the alert it references and shows it
 * again; a Cancel ends it. A message delivered again (same identifier) changes nothing. The integration
 * must be enabled; an expired licence stops raising and updating alerts, never ending them.
 */
export function deliverMessage(
  deps: Deps,
  integrationId: number,
  message: IntegrationMessage,
): Promise<TIntegrationDelivery> {
  return inTransaction(deps, async (tx) => {
    // locked: deliveries of one integration follow each other, so a repeated message is seen as one
    const row = await integrationById(tx.db, integrationId, true);
    if (!row) throw new AppError('NOT_FOUND');
    if (!row.enabled) throw alertError('INTEGRATION_DISABLED');
    const knownAlertId = await alertOfMessage(tx.db, row.id, message.identifier);
    const known = knownAlertId === undefined ? undefined : await findAlert(tx.db, knownAlertId);
    if (known) return delivery(tx, known, true);

    const { actor, readOnly } = await integrationActor(tx, row);
    if (message.msgType !== 'Cancel' && readOnly) throw new AppError('LICENSE_EXPIRED');
    const by: AlertAuthor = { kind: 'integration', name: row.name };
    const alert = await applyMessage(tx, row, actor, by, message);
    await insertMessage(tx.db, {
      integrationId: row.id,
      identifier: message.identifier,
      alertId: alert.id,
      receivedAt: tx.now(),
    });
    await updateIntegration(tx.db, row.id, { lastMessageAt: tx.now() });
    return delivery(tx, alert, false);
  });
}

async function applyMessage(
  tx: Deps,
  row: IntegrationRow,
  actor: AlertActor,
  by: AlertAuthor,
  message: IntegrationMessage,
): Promise<AlertRow> {
  if (message.msgType === 'Cancel') {
    const alert = await referencedAlert(tx, row, message.references);
    return alertStateAt(alert, tx.now()) === 'active' ? deactivateRow(tx, alert, by) : alert;
  }
  const fields = alertFieldsOf(message);
  await lockUntilCommit(tx.db, 'alertNames', row.organizationId);
  if (message.msgType === 'Update') {
    const alert = await referencedAlert(tx, row, message.references);
    const name = await freeAlertName(tx, row.organizationId, message.texts[0].name, alert.id);
    return activateRow(tx, actor, alert, by, { ...fields, name });
  }
  const created = await insertAlert(tx.db, {
    organizationId: row.organizationId,
    name: await freeAlertName(tx, row.organizationId, message.texts[0].name),
    ...fields,
    ...targetsOf(row),
    integrationId: row.id,
    createdAt: tx.now(),
  });
  return activateRow(tx, actor, created, by);
}
