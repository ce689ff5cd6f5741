import type { ModuleHooks } from '../../platform/hooks.js';
import { recordAlertsShown } from './alerts.receipts.usecases.js';

/** The alerts' part elsewhere: the receipts screens send up their sockets. */
export const alertsHooks: ModuleHooks = {
  alertShown: [recordAlertsShown],
};
