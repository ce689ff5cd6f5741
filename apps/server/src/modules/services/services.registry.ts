import type { LicenseAddOn, OutsideService } from '@placard/contract';
import type { Config } from '../../config.js';
import { PROVIDER_SETUPS } from '../media-providers/providers.registry.js';

/** What the server needs to offer an outside service: its settings, all of them set. */
type ServiceSetup = { service: OutsideService; addOn: LicenseAddOn; settings: readonly (keyof Config)[] };

/** The outside services and the settings each needs. */
export const SERVICE_SETUPS: readonly ServiceSetup[] = [
  ...(['unsplash', 'pexels', 'pixabay', 'giphy'] as const).map((provider) => ({
    service: provider,
    addOn: PROVIDER_SETUPS[provider].addOn,
    settings: [PROVIDER_SETUPS[provider].keySetting],
  })),
];

/** The settings of a service the server does not have. */
export function missingSettings(config: Config, setup: ServiceSetup): string[] {
  return setup.settings.filter((setting) => config[setting] === undefined);
}
