import type { ModuleHooks } from '../../platform/hooks.js';
import { recordAlertsShown } from './alerts.receipts.usecases.js';
import { transferAlerts } from './alerts.transfer.js';

/**
 * The alerts' part elsewhere: the receipts screens send up their sockets, and moving with a transferred
 * organization.
 */
export const alertsHooks: ModuleHooks = {
  alertShown: [recordAlertsShown],
  organizationData: [transferAlerts],
};
