import { moduleErrors } from '../../platform/http/app-error.js';

/** The error codes of widgets, with their HTTP statuses. */
export const widgetError = moduleErrors({
  /** the website refuses to be shown in a frame, answers an error, or cannot be reached */
  WEBSITE_NOT_EMBEDDABLE: 422,
  /** the widget needs an add-on (weather, news) the organization's licence does not include */
  WIDGET_ADDON_MISSING: 403,
  /** the weather service could not answer a place search (unreachable, or an answer Placard cannot read) */
  WEATHER_SERVICE_FAILED: 502,
  /**
   * a sheet could not be read: the words of a sheet widget's `failed` state ('Sync failed: …', spec
   * section 8), given with the preview rather than thrown
   */
  SHEET_SYNC_FAILED: 502,
  /** a menu item's picture is not an image of the media library the user sees */
  MENU_PICTURE_INVALID: 422,
});
