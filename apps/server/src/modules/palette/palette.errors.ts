import { moduleErrors } from '../../platform/http/app-error.js';

/** The error codes of the organization's colour palette, with their HTTP statuses. */
export const paletteError = moduleErrors({
  /** a default colour of the palette was asked to be deleted (spec section 6) */
  DEFAULT_COLOR_NOT_DELETABLE: 400,
  /** the organization already saved as many colours as the palette holds */
  PALETTE_FULL: 409,
});
