/** The type of what Placard itself writes on a slide (alerts, widgets): the device's own sans-serif, ready offline. */
export const UI_FONT_FAMILY =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
