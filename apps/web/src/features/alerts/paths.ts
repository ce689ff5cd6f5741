/** The alerts section's pages (spec section 2: /alerts with its children). */
export const ALERTS_PATH = '/alerts';
export const ALERTS_LIST_PATH = '/alerts/list';
export const ALERTS_CREATE_PATH = '/alerts/create';

/** The create page filled in with an alert, to change it. */
export const alertEditPath = (alertId: number) => `${ALERTS_CREATE_PATH}?id=${alertId}`;
