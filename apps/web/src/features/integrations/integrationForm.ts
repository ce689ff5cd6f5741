import { z } from 'zod';
import {
  ALERT_TYPE_COLORS,
  ALERT_TYPES,
  INTEGRATION_POLL_DEFAULT_MINUTES,
  INTEGRATION_PROVIDERS,
  ZIntegrationInput,
  type TIntegration,
  type TIntegrationInput,
} from '@placard/contract';
import { checkWithContract } from '../../components/form/checkWithContract';
import { parseWholeNumber } from '../../components/form/numbers';

/**
 * The integration form holds what a person types (minutes as text, an empty feed address while the
 * provider is not a feed); on submit it becomes the contract's ZIntegrationInput, which judges it as
 * the server does. Its fields are named as the contract's, so the server's field errors land on them.
 */
export const ZIntegrationFormFields = z.object({
  name: z.string(),
  provider: z.enum(INTEGRATION_PROVIDERS),
  targets: z.object({
    all: z.boolean(),
    groupIds: z.array(z.number()),
    deviceIds: z.array(z.number()),
    organizationIds: z.array(z.number()),
  }),
  defaults: z.object({
    type: z.enum(ALERT_TYPES),
    backgroundColor: z.string(),
    textColor: z.string(),
    continuous: z.boolean(),
    /** minutes, as typed */
    duration: z.string(),
  }),
  feedUrl: z.string(),
  /** minutes, as typed */
  pollMinutes: z.string(),
});
export type TIntegrationForm = z.input<typeof ZIntegrationFormFields>;

/** The fields the server's field errors may name. */
export const INTEGRATION_SERVER_FIELDS = [
  'name',
  'provider',
  'targets',
  'defaults.type',
  'defaults.backgroundColor',
  'defaults.textColor',
  'defaults.duration',
  'feedUrl',
  'pollMinutes',
] as const;

/** A new integration: Placard JSON, every screen, a custom alert with its colours, for an hour. */
export function newIntegrationForm(): TIntegrationForm {
  return {
    name: '',
    provider: 'json',
    targets: { all: true, groupIds: [], deviceIds: [], organizationIds: [] },
    defaults: { type: 'custom', ...ALERT_TYPE_COLORS.custom, continuous: false, duration: '60' },
    feedUrl: '',
    pollMinutes: String(INTEGRATION_POLL_DEFAULT_MINUTES),
  };
}

/** The form filled with an integration as it is. */
export function integrationFormOf(integration: TIntegration): TIntegrationForm {
  const { defaults } = integration;
  return {
    name: integration.name,
    provider: integration.provider,
    targets: integration.targets,
    defaults: {
      type: defaults.type,
      backgroundColor: defaults.backgroundColor,
      textColor: defaults.textColor,
      continuous: defaults.continuous,
      duration: defaults.duration === null ? '' : String(defaults.duration),
    },
    feedUrl: integration.feedUrl ?? '',
    pollMinutes: String(integration.pollMinutes ?? INTEGRATION_POLL_DEFAULT_MINUTES),
  };
}

/** A number typed for the contract: missing (or not a number) is null, which the contract refuses. */
function minutes(text: string): number | null {
  const value = parseWholeNumber(text);
  return value === undefined ? null : value;
}

/** What the form sends, before the contract's checks (a feed's address and interval only for a feed). */
export function toIntegrationInput(values: TIntegrationForm) {
  const feed = values.provider === 'capFeed';
  return {
    name: values.name,
    provider: values.provider,
    targets: values.targets,
    defaults: {
      type: values.defaults.type,
      backgroundColor: values.defaults.backgroundColor,
      textColor: values.defaults.textColor,
      continuous: values.defaults.continuous,
      duration: values.defaults.continuous ? null : minutes(values.defaults.duration),
    },
    feedUrl: feed ? values.feedUrl.trim() || null : null,
    pollMinutes: feed ? minutes(values.pollMinutes) : null,
  };
}

/** The form's schema: its output is the contract's input, checked as the server checks it. */
export const integrationFormSchema = ZIntegrationFormFields.transform((values, ctx): TIntegrationInput =>
  checkWithContract(ZIntegrationInput, toIntegrationInput(values), ctx),
);
