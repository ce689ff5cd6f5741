import { z } from 'zod';

export const ZOrganizationIdParams = z.object({ id: z.coerce.number().int().positive() });

const zColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'validation.color' });

/** An organization's theme (spec section 3). Unset values fall back to Placard's defaults. */
export const ZTheme = z.object({
  accentColor: zColor.nullable(),
  navBarColor: zColor.nullable(),
  contentColor: zColor.nullable(),
  navTextColor: zColor.nullable(),
  logoUrl: z.string().nullable(),
  homeBackgroundUrl: z.string().nullable(),
  websiteTitle: z.string().nullable(),
});
export type TTheme = z.infer<typeof ZTheme>;
