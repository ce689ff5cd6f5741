import { z } from 'zod';

export const ZHealth = z.object({ status: z.literal('ok'), database: z.literal('up'), version: z.string() });
export type THealth = z.infer<typeof ZHealth>;
