import { expect, type APIRequestContext } from '@playwright/test';
import type { Account } from './accounts';
import { apiLoginAs } from './organizations';

/**
 * Setup: the platform's root switches the interaction feature (touch interactions, interactive screens)
 * of an account's organization licence on or off. `request` ends up logged in as the root.
 */
export async function setInteraction(
  request: APIRequestContext,
  account: Pick<Account, 'email' | 'password'>,
  interaction: boolean,
): Promise<void> {
  const organizationId = await apiLoginAs(request, account);
  await apiLoginAs(request);
  const updated = await request.post('/api/license/update', {
    data: { data: { organizationId, interaction, updateLocalTime: new Date().toISOString() } },
  });
  expect(updated.status(), await updated.text()).toBe(200);
}
