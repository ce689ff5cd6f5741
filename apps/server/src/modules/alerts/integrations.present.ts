import type { TIntegration } from '@placard/contract';
import type { Config } from '../../config.js';
import type { IntegrationRow } from './integrations.table.js';
import { presentTargets } from './targets.columns.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The address a provider posts its alerts to. */
export function endpointOf(config: Pick<Config, 'PUBLIC_URL'>, id: number): string {
  return `${config.PUBLIC_URL}/api/integrations/${id}/alerts`;
}

/** An integration as its list and edit page show it (its key only as a hint). */
export function presentIntegration(config: Pick<Config, 'PUBLIC_URL'>, row: IntegrationRow): TIntegration {
  return {
    id: row.id,
    organizationId: row.organizationId,
    name: row.name,
    provider: row.provider,
    state: row.enabled ? 'enabled' : 'disabled',
    targets: presentTargets(row),
    defaults: {
      type: row.defaultType,
      backgroundColor: row.defaultBackgroundColor,
      textColor: row.defaultTextColor,
      continuous: row.defaultContinuous,
      duration: row.defaultDurationMinutes,
    },
    feedUrl: row.feedUrl,
    pollMinutes: row.pollMinutes,
    keyHint: row.keyHint,
    endpoint: endpointOf(config, row.id),
    lastMessageAt: iso(row.lastMessageAt),
    lastPolledAt: iso(row.lastPolledAt),
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
  };
}
