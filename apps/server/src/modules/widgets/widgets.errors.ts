import { moduleErrors } from '../../platform/http/app-error.js';

/** The error codes of widgets, with their HTTP statuses. */
export const widgetError = moduleErrors({
  /** the website refuses to be shown in a frame, answers an error, or cannot be reached */
  WEBSITE_NOT_EMBEDDABLE: 422,
});
