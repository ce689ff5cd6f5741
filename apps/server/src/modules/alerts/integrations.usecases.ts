import type { TIntegration, TIntegrationInput, TIntegrationWithKey } from '@placard/contract';
import { lockUntilCommit } from '../../platform/db/locks.js';
import { inTransaction, type Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/http/app-error.js';
import type { AlertActor } from './alerts.access.js';
import { alertError } from './alerts.errors.js';
import { checkedTargets } from './alerts.targets.js';
import { newApiKey } from './integrations.keys.js';
import { presentIntegration } from './integrations.present.js';
import {
  deleteIntegration,
  findIntegration,
  insertIntegration,
  integrationNameTaken,
  integrationsOf,
  updateIntegration,
} from './integrations.repository.js';
import type { IntegrationRow } from './integrations.table.js';

/** An integration of the actor's organization, locked for the transaction; another's is not found. */
async function requireOwnIntegration(tx: Deps, actor: AlertActor, id: number): Promise<IntegrationRow> {
  const row = await findIntegration(tx.db, actor.organization.id, id, true);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The stored fields of what a user filled in, its targets checked; the name must be free. */
async function integrationFields(tx: Deps, actor: AlertActor, input: TIntegrationInput, exceptId?: number) {
  const organizationId = actor.organization.id;
  await lockUntilCommit(tx.db, 'integrationNames', organizationId);
  if (await integrationNameTaken(tx.db, organizationId, input.name, exceptId)) {
    throw new AppError('NAME_TAKEN', { fields: { name: 'errors.NAME_TAKEN' } });
  }
  const feed = input.provider === 'capFeed';
  return {
    name: input.name,
    provider: input.provider,
    ...(await checkedTargets(tx, actor, organizationId, input.targets)),
    defaultType: input.defaults.type,
    defaultBackgroundColor: input.defaults.backgroundColor,
    defaultTextColor: input.defaults.textColor,
    defaultContinuous: input.defaults.continuous,
    defaultDurationMinutes: input.defaults.continuous ? null : input.defaults.duration,
    feedUrl: feed ? input.feedUrl : null,
    pollMinutes: feed ? input.pollMinutes : null,
  };
}

const withKey = (tx: Deps, row: IntegrationRow, apiKey: string): TIntegrationWithKey => ({
  integration: presentIntegration(tx.config, row),
  apiKey,
});

/** POST /integration/create: an enabled integration and its API key, which is shown this once. */
export function createIntegration(
  deps: Deps,
  actor: AlertActor,
  input: TIntegrationInput,
): Promise<TIntegrationWithKey> {
  return inTransaction(deps, async (tx) => {
    const fields = await integrationFields(tx, actor, input);
    const { apiKey, keyHash, keyHint } = newApiKey();
    const row = await insertIntegration(tx.db, {
      organizationId: actor.organization.id,
      ...fields,
      enabled: true,
      keyHash,
      keyHint,
      createdAt: tx.now(),
    });
    return withKey(tx, row, apiKey);
  });
}

/** POST /integration/list: the organization's integrations, newest first. */
export async function listIntegrations(deps: Deps, actor: AlertActor): Promise<{ results: TIntegration[] }> {
  const rows = await integrationsOf(deps.db, actor.organization.id);
  return { results: rows.map((row) => presentIntegration(deps.config, row)) };
}

/** POST /integration/update: its name, provider, targets and defaults; a feed's new address is read anew. */
export function changeIntegration(
  deps: Deps,
  actor: AlertActor,
  input: TIntegrationInput & { id: number },
): Promise<TIntegration> {
  return inTransaction(deps, async (tx) => {
    const row = await requireOwnIntegration(tx, actor, input.id);
    const fields = await integrationFields(tx, actor, input, row.id);
    const feedChanged = fields.feedUrl !== row.feedUrl;
    const updated = await updateIntegration(tx.db, row.id, {
      ...fields,
      ...(feedChanged ? { lastPolledAt: null, lastError: null } : {}),
    });
    return presentIntegration(tx.config, updated);
  });
}

/** POST /integration/enable and /integration/disable. */
export function setIntegrationEnabled(
  deps: Deps,
  actor: AlertActor,
  id: number,
  enabled: boolean,
): Promise<TIntegration> {
  return inTransaction(deps, async (tx) => {
    const row = await requireOwnIntegration(tx, actor, id);
    const updated = row.enabled === enabled ? row : await updateIntegration(tx.db, row.id, { enabled });
    return presentIntegration(tx.config, updated);
  });
}

/** POST /integration/remove: only a disabled integration; the alerts it raised stay, without it. */
export function removeIntegration(deps: Deps, actor: AlertActor, id: number): Promise<void> {
  return inTransaction(deps, async (tx) => {
    const row = await requireOwnIntegration(tx, actor, id);
    if (row.enabled) throw alertError('INTEGRATION_ENABLED');
    await deleteIntegration(tx.db, row.id);
  });
}

/** POST /integration/rotateKey: a new API key, shown this once; the old one stops working at once. */
export function rotateIntegrationKey(
  deps: Deps,
  actor: AlertActor,
  id: number,
): Promise<TIntegrationWithKey> {
  return inTransaction(deps, async (tx) => {
    const row = await requireOwnIntegration(tx, actor, id);
    const { apiKey, keyHash, keyHint } = newApiKey();
    return withKey(tx, await updateIntegration(tx.db, row.id, { keyHash, keyHint }), apiKey);
  });
}

/** The integration the actor's organization owns, for its download. */
export async function ownIntegration(deps: Deps, actor: AlertActor, id: number): Promise<IntegrationRow> {
  const row = await findIntegration(deps.db, actor.organization.id, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
