import { expect, test } from '@playwright/test';
import { apiLogin, newAccount, uniqueEmail } from '../support/accounts';
import {
  acceptInvitationByApi,
  apiLoginAs,
  createSubOrganization,
  ROOT_OWNER,
} from '../support/organizations';

test.use({ viewport: { width: 1280, height: 900 } });

test('a parent acts as a sub-organization with its consent, and the sub-organization sees what it did', async ({
  page,
  browser,
  request,
}) => {
  // a long flow of several steps: its own budget
  test.setTimeout(120_000);
  const rootId = await apiLoginAs(request);
  const sub = await createSubOrganization(request, rootId, {
    account: newAccount({ ownerName: 'Ines Falk' }),
  });
  await acceptInvitationByApi(request, sub);
  const helper = { fullname: 'Helper Added', email: uniqueEmail('helper') };

  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await apiLogin(owner, sub);

  await test.step('the parent asks the sub-organization for access', async () => {
    await apiLogin(page, ROOT_OWNER);
    await page.goto('/organizations');
    const sent = page.getByTestId('impersonation-sent');
    await expect(sent.getByRole('heading', { name: 'Sent requests' })).toBeVisible();
    await page.getByTestId('impersonation-request-button').click();

    const dialog = page.getByRole('dialog', { name: 'Request access to a sub-organization' });
    await expect(dialog).toBeVisible();
    await page.getByTestId('impersonation-recipient').click();
    await page.getByRole('option', { name: sub.orgName, exact: true }).click();
    await page.getByTestId('impersonation-request-send').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('impersonation-sent-done')).toHaveText(
      `The request was sent to ${sub.orgName}.`,
    );
    const row = sent.getByRole('listitem').filter({ hasText: sub.orgName });
    await expect(row).toContainText('Pending');
    await expect(row.getByRole('button', { name: 'Act as this organization' })).toHaveCount(0);
  });

  await test.step('the sub-organization owner accepts on the organizations page', async () => {
    await owner.goto('/organizations');
    const received = owner.getByTestId('impersonation-received');
    const request = received.getByRole('listitem').filter({ hasText: ROOT_OWNER.orgName });
    await expect(request).toContainText('Pending');
    await expect(request).toContainText(`Asked by ${ROOT_OWNER.name} (${ROOT_OWNER.email})`);
    await request.getByRole('button', { name: 'Accept' }).click();

    const confirm = owner.getByRole('dialog', {
      name: `Let ${ROOT_OWNER.orgName} act as your organization?`,
    });
    await expect(confirm).toBeVisible();
    await owner.getByTestId('impersonation-confirm').click();
    await expect(confirm).toBeHidden();
    await expect(owner.getByTestId('impersonation-received-done')).toHaveText(
      `${ROOT_OWNER.orgName} can now act as your organization.`,
    );
    await expect(request).toContainText('Accepted');
    await expect(owner.getByTestId('impersonation-log')).toContainText(
      "Nothing has been done on your organization's behalf.",
    );
  });

  await test.step('the parent starts acting as the sub-organization', async () => {
    await page.reload();
    const row = page.getByTestId('impersonation-sent').getByRole('listitem').filter({ hasText: sub.orgName });
    await expect(row).toContainText('Accepted');
    await row.getByRole('button', { name: 'Act as this organization' }).click();

    await expect(page).toHaveURL(/\/home$/);
    const banner = page.getByTestId('impersonation-banner');
    await expect(banner).toContainText(
      `You are acting as ${sub.orgName} on behalf of ${ROOT_OWNER.orgName}.`,
    );
    await expect(banner.getByRole('button', { name: 'Stop' })).toBeVisible();
    await expect(page.getByTestId('organization-name')).toHaveText(sub.orgName);
  });

  await test.step('while acting as it, the parent adds a user to the sub-organization', async () => {
    await page.getByTestId('menu-item-users').click();
    await expect(page.getByTestId('users-page')).toContainText(sub.orgName);
    await expect(page.getByTestId('users-table')).toContainText(sub.ownerName);
    await page.getByTestId('add-user-button').click();
    const dialog = page.getByTestId('user-form-dialog');
    await dialog.getByLabel('Full name').fill(helper.fullname);
    await dialog.getByLabel('Username').fill(helper.email.split('@')[0] ?? '');
    await dialog.getByLabel('E-mail').fill(helper.email);
    await dialog.getByLabel('Role').selectOption({ label: 'Content creator' });
    await page.getByTestId('user-form-submit').click();
    await expect(page.getByTestId('users-toast')).toHaveText(
      `User added. An invitation was sent to ${helper.email}.`,
    );
    await expect(page.getByTestId('users-table')).toContainText(helper.fullname);
    await expect(page.getByTestId('impersonation-banner')).toBeVisible();
  });

  await test.step('the parent stops and is back in its own organization', async () => {
    await page.getByTestId('impersonation-stop').click();
    await expect(page).toHaveURL(/\/organizations$/);
    await expect(page.getByTestId('organizations-page')).toBeVisible();
    await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
    await expect(page.getByTestId('organization-name')).toHaveText(ROOT_OWNER.orgName);
  });

  await test.step('the sub-organization sees the new user and the action in its activity log', async () => {
    await owner.goto('/users');
    await expect(owner.getByTestId('users-table')).toContainText(helper.fullname);

    await owner.goto('/organizations');
    const log = owner.getByTestId('impersonation-log');
    await expect(log.getByRole('heading', { name: 'Activity log' })).toBeVisible();
    const entry = log.getByTestId('impersonation-log-entry').first();
    await expect(entry).toContainText(ROOT_OWNER.name);
    await expect(entry).toContainText(ROOT_OWNER.email);
    await expect(entry).toContainText(ROOT_OWNER.orgName);
    await expect(entry).toContainText('Added a user');
    await expect(entry).toContainText('Done');
  });

  await ownerContext.close();
});
