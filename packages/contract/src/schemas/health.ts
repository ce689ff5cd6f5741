import { z } from 'zod';

export const ZHealth = z.object({ status: z.literal('ok'), database: z.literal('up'), version: z.string() });
export type THealth = z.infer<typeof ZHealth>;

/** Public settings the web app reads before login. */
export const ZClientConfig = z.object({
  languageMenu: z.boolean(),
  version: z.string(),
  /** where the Placard Android app is downloaded, when the operator offers one */
  androidAppUrl: z.url().nullable(),
  /** the address screens open to run the web player */
  playerUrl: z.url(),
});
export type TClientConfig = z.infer<typeof ZClientConfig>;
