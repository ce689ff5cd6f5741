import { z } from 'zod';
import { zColor } from '../slides/canvas.js';

/**
 * The colours every organization's palette starts with (spec section 9: the theme primary #C91E4E and
 * the default accent #2E96F4 among them). They always show and cannot be deleted (spec section 6).
 */
export const DEFAULT_PALETTE_COLORS = [
  '#FFFFFF',
  '#000000',
  '#4B5563',
  '#C91E4E',
  '#DC2626',
  '#F97316',
  '#FACC15',
  '#16A34A',
  '#2E96F4',
  '#1E3A8A',
  '#7C3AED',
  '#EC4899',
] as const;

/** How many colours an organization may save beside the defaults. */
export const PALETTE_SAVED_MAX = 40;

/** Whether a colour (any case) is one of the defaults. */
export function isDefaultPaletteColor(color: string): boolean {
  return (DEFAULT_PALETTE_COLORS as readonly string[]).includes(color.toUpperCase());
}

/** GET /palette: the defaults, then the organization's saved colours, oldest first. */
export const ZPalette = z.object({ defaults: z.array(z.string()), saved: z.array(z.string()) });
export type TPalette = z.infer<typeof ZPalette>;

/** POST /palette/add and /palette/remove: one colour, #RRGGBB or #RRGGBBAA. */
export const ZPaletteColorRequest = z.object({ color: zColor });
export type TPaletteColorRequest = z.infer<typeof ZPaletteColorRequest>;
