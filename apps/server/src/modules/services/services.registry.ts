import type { LicenseSwitch, OutsideService } from '@placard/contract';
import type { Config } from '../../config.js';
import { PROVIDER_SETUPS } from '../media-providers/providers.registry.js';

/** What the server needs to offer an outside service: its settings, all of them set. */
type ServiceSetup = { service: OutsideService; addOn: LicenseSwitch; settings: readonly (keyof Config)[] };

/** The outside services and the settings each needs. */
export const SERVICE_SETUPS: readonly ServiceSetup[] = [
  ...(['unsplash', 'pexels', 'pixabay', 'giphy'] as const).map((provider) => ({
    service: provider,
    addOn: PROVIDER_SETUPS[provider].addOn,
    settings: [PROVIDER_SETUPS[provider].keySetting],
  })),
  // the Facebook and Instagram widgets read through the platform's Facebook app
  { service: 'facebook', addOn: 'facebookAddOn', settings: ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'] },
  { service: 'instagram', addOn: 'instagramAddOn', settings: ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'] },
  { service: 'canva', addOn: 'canvaAddOn', settings: ['CANVA_CLIENT_ID', 'CANVA_CLIENT_SECRET'] },
  // the AI content assistant's model; a local model server needs no key, so AI_API_KEY is optional
  { service: 'assistant', addOn: 'aiAssistant', settings: ['AI_BASE_URL', 'AI_MODEL'] },
  // buying AI assistant credits: Stripe Checkout, its webhook signed with the endpoint's secret
  { service: 'stripe', addOn: 'aiAssistant', settings: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] },
];

/** The settings of a service the server does not have. */
export function missingSettings(config: Config, setup: ServiceSetup): string[] {
  return setup.settings.filter((setting) => config[setting] === undefined);
}
