import { z } from 'zod';
import { ALERT_DURATION_MAX_MINUTES, ALERT_DURATION_MIN_MINUTES, ALERT_TYPES } from '../alerts.js';
import { zName } from '../fields.js';
import { zId } from '../ids.js';
import {
  ALERT_PRIORITY_MAX,
  ALERT_PRIORITY_MIN,
  INTEGRATION_IDENTIFIER_MAX_LENGTH,
  INTEGRATION_MESSAGE_TYPES,
  INTEGRATION_NAME_MAX_LENGTH,
  INTEGRATION_POLL_MAX_MINUTES,
  INTEGRATION_POLL_MIN_MINUTES,
  INTEGRATION_PROVIDERS,
  INTEGRATION_STATES,
} from '../integrations.js';
import { zWebUrl } from '../slides/elements.js';
import { zText } from '../text-rule.js';
import { ZAlertTargets, zAlertColor, zAlertDuration, zAlertText } from './alerts.js';

/**
 * Alert integrations (not shown in spec section 7; designed in its style, all POST under
 * /api/integration/…), and the endpoint a provider calls, POST /api/integrations/{id}/alerts.
 */

/** What a user fills in: one schema for the form and the server. */
export const ZIntegrationInput = z
  .object({
    name: zName(INTEGRATION_NAME_MAX_LENGTH),
    provider: z.enum(INTEGRATION_PROVIDERS),
    /** the screens the alerts it raises show on */
    targets: ZAlertTargets,
    /** what an alert it raises gets when the message does not say */
    defaults: z
      .object({
        type: z.enum(ALERT_TYPES),
        backgroundColor: zAlertColor,
        textColor: zAlertColor,
        continuous: z.boolean(),
        duration: zAlertDuration,
      })
      .refine((defaults) => defaults.continuous || defaults.duration !== null, {
        error: 'validation.alertDuration',
        path: ['duration'],
      }),
    /** CAP feed only: the Atom or RSS feed of CAP messages, and how often it is read (minutes) */
    feedUrl: zWebUrl.nullable().default(null),
    pollMinutes: z
      .number({ error: 'validation.pollMinutes' })
      .int({ error: 'validation.pollMinutes' })
      .min(INTEGRATION_POLL_MIN_MINUTES, { error: 'validation.pollMinutes' })
      .max(INTEGRATION_POLL_MAX_MINUTES, { error: 'validation.pollMinutes' })
      .nullable()
      .default(null),
  })
  .refine((input) => input.provider !== 'capFeed' || input.feedUrl !== null, {
    error: 'validation.url',
    path: ['feedUrl'],
  })
  .refine((input) => input.provider !== 'capFeed' || input.pollMinutes !== null, {
    error: 'validation.pollMinutes',
    path: ['pollMinutes'],
  });
export type TIntegrationInput = z.infer<typeof ZIntegrationInput>;

export const ZIntegration = z.object({
  id: z.number().int(),
  organizationId: z.number().int(),
  name: z.string(),
  provider: z.enum(INTEGRATION_PROVIDERS),
  state: z.enum(INTEGRATION_STATES),
  targets: z.object({
    all: z.boolean(),
    groupIds: z.array(z.number().int()),
    deviceIds: z.array(z.number().int()),
    organizationIds: z.array(z.number().int()),
  }),
  defaults: z.object({
    type: z.enum(ALERT_TYPES),
    backgroundColor: z.string(),
    textColor: z.string(),
    continuous: z.boolean(),
    duration: z.number().int().nullable(),
  }),
  feedUrl: z.string().nullable(),
  pollMinutes: z.number().int().nullable(),
  /** the first characters of its API key, to tell keys apart (the key itself is shown only once) */
  keyHint: z.string(),
  /** the address a provider posts to */
  endpoint: z.string(),
  /** when it last raised, changed or ended an alert */
  lastMessageAt: z.string().nullable(),
  /** CAP feed: when it was last read, and what went wrong then (null: it was read fine) */
  lastPolledAt: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type TIntegration = z.infer<typeof ZIntegration>;

export const ZIntegrationCreateRequest = ZIntegrationInput;
export const ZIntegrationUpdateRequest = z.intersection(z.object({ id: zId }), ZIntegrationInput);
export const ZIntegrationIdRequest = z.object({ id: zId });
export const ZIntegrationList = z.object({ results: z.array(ZIntegration) });
/** An integration with its API key: answered once, on creation and on rotation. */
export const ZIntegrationWithKey = z.object({ integration: ZIntegration, apiKey: z.string() });
export type TIntegrationWithKey = z.infer<typeof ZIntegrationWithKey>;

/** The fields of one language of a provider's alert. */
export const ZIntegrationAlertText = z.object({
  /** an IETF language tag, e.g. en-US or sv */
  language: z.string().trim().min(2).max(35),
  name: zText().trim().min(1).max(INTEGRATION_NAME_MAX_LENGTH),
  description: zAlertText,
  instructions: zAlertText,
});

/**
 * Placard's JSON alert, as a provider posts it. `identifier` is the message's own id: the same one
 * delivered twice raises one alert. Update and Cancel name the identifier of the message they follow
 * in `references`.
 */
export const ZIntegrationJsonAlert = z
  .object({
    identifier: zText().trim().min(1).max(INTEGRATION_IDENTIFIER_MAX_LENGTH),
    msgType: z.enum(INTEGRATION_MESSAGE_TYPES).default('Alert'),
    references: zText().trim().min(1).max(INTEGRATION_IDENTIFIER_MAX_LENGTH).optional(),
    name: zText().trim().min(1).max(INTEGRATION_NAME_MAX_LENGTH).optional(),
    description: zAlertText.optional(),
    instructions: zAlertText.optional(),
    type: z.enum(ALERT_TYPES).optional(),
    /** minutes; absent: the integration's default; null: until cancelled */
    duration: z
      .number()
      .int()
      .min(ALERT_DURATION_MIN_MINUTES)
      .max(ALERT_DURATION_MAX_MINUTES)
      .nullable()
      .optional(),
    backgroundColor: zAlertColor.optional(),
    textColor: zAlertColor.optional(),
    priority: z.number().int().min(ALERT_PRIORITY_MIN).max(ALERT_PRIORITY_MAX).optional(),
    /** the same alert in other languages: each screen shows its organization's language when present */
    translations: z.array(ZIntegrationAlertText).max(20).optional(),
  })
  .refine((alert) => alert.msgType === 'Alert' || alert.references !== undefined, {
    error: 'validation.references',
    path: ['references'],
  })
  .refine(
    (alert) =>
      alert.msgType === 'Cancel' ||
      (alert.name !== undefined && alert.description !== undefined && alert.instructions !== undefined),
    { error: 'validation.required', path: ['name'] },
  );
export type TIntegrationJsonAlert = z.infer<typeof ZIntegrationJsonAlert>;

/** What the endpoint answers: the alert the message raised, changed or ended. */
export const ZIntegrationDelivery = z.object({
  alertId: z.number().int(),
  state: z.enum(['active', 'deactivated']),
  /** the message was delivered before: nothing changed */
  duplicate: z.boolean(),
});
export type TIntegrationDelivery = z.infer<typeof ZIntegrationDelivery>;

/** Download JSON: everything a provider's engineer needs to send alerts to this integration. */
export const ZIntegrationDownload = z.object({
  integrationId: z.number().int(),
  name: z.string(),
  provider: z.enum(INTEGRATION_PROVIDERS),
  endpoint: z.string(),
  method: z.literal('POST'),
  authentication: z.object({ scheme: z.literal('Bearer'), header: z.string(), keyHint: z.string() }),
  contentTypes: z.array(z.string()),
  maxBodyBytes: z.number().int(),
  fields: z.record(z.string(), z.string()),
  examples: z.record(z.string(), z.string()),
  feed: z.object({ url: z.string(), pollMinutes: z.number().int() }).nullable(),
});
export type TIntegrationDownload = z.infer<typeof ZIntegrationDownload>;
