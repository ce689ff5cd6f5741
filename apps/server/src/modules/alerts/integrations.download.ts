import {
  ALERT_DURATION_MAX_MINUTES,
  ALERT_PRIORITY_MAX,
  ALERT_TYPES,
  CAP_CONTENT_TYPE,
  CAP_NAMESPACE,
  INTEGRATION_BODY_MAX_BYTES,
  type TIntegrationDownload,
} from '@placard/contract';
import type { Config } from '../../config.js';
import { endpointOf } from './integrations.present.js';
import type { IntegrationRow } from './integrations.table.js';

/** The fields of Placard's JSON alert, as the download explains them. */
const JSON_FIELDS: Record<string, string> = {
  identifier:
    'Required. Your id for this message (up to 200 characters); a message sent twice raises one alert.',
  msgType:
    'Alert (default) raises an alert; Update replaces the alert of the message in references; Cancel ends it.',
  references: 'Update and Cancel: the identifier of the message they follow.',
  name: 'Alert and Update: the headline shown largest (up to 100 characters).',
  description: 'Alert and Update: what happens (up to 1000 characters).',
  instructions: 'Alert and Update: what people must do (up to 1000 characters).',
  type: `Optional, one of ${ALERT_TYPES.join(', ')}; default: the integration's.`,
  duration: `Optional minutes from 1 to ${ALERT_DURATION_MAX_MINUTES}, or null to show it until cancelled; default: the integration's.`,
  backgroundColor: "Optional colour like #991B1B; default: the type's or the integration's.",
  textColor: "Optional colour like #FFFFFF; default: the type's or the integration's.",
  priority: `Optional 0 to ${ALERT_PRIORITY_MAX}: with several alerts on a screen, the highest shows (a person's alert is 8).`,
  translations:
    "Optional list of { language, name, description, instructions }: each screen shows its organization's language when present.",
};

const json = (value: unknown) => JSON.stringify(value, null, 2);

function capExample(msgType: 'Alert' | 'Update' | 'Cancel', identifier: string, references?: string): string {
  const sent = '2026-11-26T09:00:00+00:00';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<alert xmlns="${CAP_NAMESPACE}">`,
    `  <identifier>${identifier}</identifier>`,
    '  <sender>alerts@example.org</sender>',
    `  <sent>${sent}</sent>`,
    '  <status>Actual</status>',
    `  <msgType>${msgType}</msgType>`,
    '  <scope>Public</scope>',
    ...(references ? [`  <references>alerts@example.org,${references},${sent}</references>`] : []),
    '  <info>',
    '    <language>en-US</language>',
    '    <category>Met</category>',
    '    <event>Severe Thunderstorm</event>',
    '    <urgency>Immediate</urgency>',
    '    <severity>Severe</severity>',
    '    <certainty>Observed</certainty>',
    '    <expires>2026-11-26T10:00:00+00:00</expires>',
    '    <headline>Severe thunderstorm warning</headline>',
    '    <description>A severe thunderstorm with large hail is moving into the area.</description>',
    '    <instruction>Stay indoors and away from windows.</instruction>',
    '  </info>',
    '</alert>',
  ].join('\n');
}

/**
 * Download JSON: everything a provider's engineer needs to raise alerts through this integration —
 * where and how to call, the fields accepted, and example activate, update and cancel messages in
 * Placard JSON and CAP 1.2. The key itself is not in it (it was shown once); its hint is.
 */
export function integrationDownload(
  config: Pick<Config, 'PUBLIC_URL'>,
  row: IntegrationRow,
): TIntegrationDownload {
  const alert = {
    identifier: 'storm-2026-11-26-001',
    name: 'Severe thunderstorm warning',
    description: 'A severe thunderstorm with large hail is moving into the area.',
    instructions: 'Stay indoors and away from windows.',
    type: 'weather',
    duration: 60,
  };
  return {
    integrationId: row.id,
    name: row.name,
    provider: row.provider,
    endpoint: endpointOf(config, row.id),
    method: 'POST',
    authentication: { scheme: 'Bearer', header: 'Authorization: Bearer <API key>', keyHint: row.keyHint },
    contentTypes: ['application/json', CAP_CONTENT_TYPE],
    maxBodyBytes: INTEGRATION_BODY_MAX_BYTES,
    fields: JSON_FIELDS,
    examples: {
      activateJson: json(alert),
      updateJson: json({
        ...alert,
        identifier: 'storm-2026-11-26-002',
        msgType: 'Update',
        references: alert.identifier,
        duration: 120,
      }),
      cancelJson: json({
        identifier: 'storm-2026-11-26-003',
        msgType: 'Cancel',
        references: alert.identifier,
      }),
      activateCap: capExample('Alert', alert.identifier),
      updateCap: capExample('Update', 'storm-2026-11-26-002', alert.identifier),
      cancelCap: capExample('Cancel', 'storm-2026-11-26-003', alert.identifier),
    },
    feed:
      row.provider === 'capFeed' && row.feedUrl !== null
        ? { url: row.feedUrl, pollMinutes: row.pollMinutes ?? 0 }
        : null,
  };
}
