/** The integrations list (spec section 2: /alerts/integrations). */
export const INTEGRATIONS_PATH = '/alerts/integrations';

/** What the edit page's integration id is for a new integration. */
export const NEW_INTEGRATION = 'new';

/**
 * The edit page of an integration, or of a new one (spec section 2: /alerts/integrations/edit, with the
 * current organization's id and the integration's).
 */
export const integrationEditPath = (organizationId: number, integrationId: number | typeof NEW_INTEGRATION) =>
  `${INTEGRATIONS_PATH}/edit/${organizationId}/${integrationId}`;

/** The name a downloaded integration description is saved under. */
export const downloadFileName = (integrationId: number) => `placard-integration-${integrationId}.json`;
