import { z } from 'zod';
import { LICENSE_ADDONS, LICENSE_FLAGS } from '../license.js';

/** The outside services Placard reaches with the platform's own keys or apps. */
export const OUTSIDE_SERVICES = [
  'unsplash',
  'pexels',
  'pixabay',
  'giphy',
  'facebook',
  'instagram',
  'canva',
  'assistant',
  'stripe',
] as const;
export const ZOutsideService = z.enum(OUTSIDE_SERVICES);
export type OutsideService = z.infer<typeof ZOutsideService>;

/** Whether the server is set up for a service, and for the platform's operator, what is missing. */
export const ZOutsideServiceState = z.object({
  service: ZOutsideService,
  /** the licence add-on or feature switch that offers it to an organization */
  addOn: z.enum([...LICENSE_FLAGS, ...LICENSE_ADDONS]),
  configured: z.boolean(),
  /** the settings (environment variables) still to set; told to the root organization's admins only */
  missing: z.array(z.string()),
});
export type TOutsideServiceState = z.infer<typeof ZOutsideServiceState>;

export const ZOutsideServices = z.object({ services: z.array(ZOutsideServiceState) });
export type TOutsideServices = z.infer<typeof ZOutsideServices>;
