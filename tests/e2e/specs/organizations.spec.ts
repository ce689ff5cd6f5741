import { expect, test, type Page } from '@playwright/test';
import { apiLogin, newAccount } from '../support/accounts';
import { describeViolations, seriousViolations } from '../support/axe';
import { mailTo } from '../support/outbox';
import { apiLoginAs, createSubOrganization, createUser, ROOT_OWNER, treeRow } from '../support/organizations';

test.use({ viewport: { width: 1280, height: 900 } });

/** The root owner, logged in, on /organizations with the tree drawn. */
async function rootOnOrganizations(page: Page) {
  await apiLogin(page, ROOT_OWNER);
  await page.goto('/organizations');
  await expect(page.getByTestId('organizations-page').getByRole('heading', { level: 1 })).toHaveText(
    'Organizations',
  );
  await expect(page.getByTestId('org-tree')).toBeVisible();
}

test('the root owner creates a sub-organization with a licence; the tree and the search show it', async ({
  page,
}) => {
  const sub = newAccount({ ownerName: 'Sam Lindqvist' });
  const tag = sub.orgName.split(' ').pop() ?? '';
  await rootOnOrganizations(page);
  await expect(page.getByTestId('menu-item-organizations')).toHaveAttribute('aria-current', 'page');
  const own = page.getByTestId('org-tree').getByRole('listitem').first();
  await expect(own).toContainText(ROOT_OWNER.orgName);
  await expect(own).toContainText('Your organization');

  await test.step('fill in the three steps of "New sub-organization"', async () => {
    await page.getByTestId('new-suborg-button').click();
    const dialog = page.getByTestId('suborg-dialog');
    await expect(dialog.getByRole('heading', { name: 'New sub-organization' })).toBeVisible();
    await expect(dialog).toContainText(`It will belong to ${ROOT_OWNER.orgName}.`);

    // Step 1 refuses to go on without the required details.
    await page.getByTestId('suborg-next').click();
    await expect(dialog.getByLabel('Organization name')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Organization name').fill(sub.orgName);
    await dialog.getByLabel('City').fill('Gothenburg');
    await dialog.getByLabel('State, county or province').fill('Västra Götaland');
    await dialog.getByLabel('Country').fill('Swed');
    await page.getByRole('option', { name: 'Sweden' }).click();
    await page.getByTestId('suborg-next').click();

    await expect(dialog.getByLabel('Owner name')).toBeVisible();
    await dialog.getByLabel('Owner name').fill(sub.ownerName);
    await dialog.getByLabel('Owner email').fill(sub.email);
    await page.getByTestId('suborg-next').click();

    // Choosing a package fills in its limits.
    await dialog.getByRole('combobox', { name: 'License package' }).click();
    await page.getByRole('option', { name: 'Location – 1 year' }).click();
    await expect(dialog.getByRole('combobox', { name: 'License package' })).toHaveText('Location – 1 year');
    await expect(dialog.getByLabel('Devices', { exact: true })).toHaveValue('10');
    await expect(dialog.getByLabel('Users', { exact: true })).toHaveValue('10');
    await expect(dialog.getByLabel('Duration in days', { exact: true })).toHaveValue('365');
    await page.getByTestId('suborg-submit').click();

    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('organizations-flash')).toHaveText(
      `${sub.orgName} was created. ${sub.email} will get an email to set a password.`,
    );
  });

  await test.step('it is in the tree under the root, with its licence chip', async () => {
    const row = await treeRow(page, sub.orgName);
    await expect(row.getByTestId('license-chip').filter({ visible: true })).toHaveText('Active');
    await expect(row).toContainText('Gothenburg, Sweden');
  });

  await test.step('the search finds it, whatever the case, with its path', async () => {
    await page.getByTestId('org-search').fill(tag.toUpperCase());
    const results = page.getByTestId('org-search-results');
    await expect(results.getByRole('listitem')).toHaveCount(1);
    const result = results.getByRole('listitem').first();
    await expect(result).toContainText(sub.orgName);
    await expect(result.getByTestId('org-result-path')).toHaveText(
      `${ROOT_OWNER.orgName} · Gothenburg, Sweden`,
    );
    await expect(result.getByTestId('license-chip').filter({ visible: true })).toHaveText('Active');
    await expect(page.getByText('1 organization found')).toBeVisible();

    await page.getByTestId('org-search').fill(`${tag}-nothing`);
    await expect(page.getByTestId('org-search-empty')).toContainText('No search results found');
    await page.getByRole('button', { name: 'Clear the search' }).click();
    await expect(page.getByTestId('org-tree')).toBeVisible();
  });

  await test.step('its page shows the licence and the details entered', async () => {
    await (await treeRow(page, sub.orgName)).getByRole('link').click();
    await expect(page).toHaveURL(/\/organizations\/\d+\/info$/);
    await expect(page.getByTestId('organization-title')).toHaveText(sub.orgName);
    const header = page.getByTestId('organization-page');
    await expect(header.getByTestId('license-chip').first()).toHaveText('Active');
    await expect(header).toContainText('Sub-organization · Gothenburg, Sweden');
    await expect(page.getByTestId('breadcrumbs')).toContainText(sub.orgName);
    await expect(page.getByTestId('org-info')).toContainText(sub.ownerName);
    await expect(page.getByTestId('org-info')).toContainText(sub.email);
  });

  await test.step('the owner was mailed a link to set a password', async () => {
    const mail = await mailTo(sub.email, (candidate) => Boolean(candidate.url?.includes('/newpassword/')));
    expect(mail.subject).not.toBe('');
  });
});

test('deleting a sub-organization with transfer moves its users to the parent', async ({ page, request }) => {
  const rootId = await apiLoginAs(request);
  const sub = await createSubOrganization(request, rootId, {
    account: newAccount({ ownerName: 'Kim Berg' }),
  });
  const user = await createUser(request, sub.id, { fullname: 'Robin Transferred' });
  await rootOnOrganizations(page);

  await test.step('open the organization and delete it, keeping its data', async () => {
    await (await treeRow(page, sub.orgName)).getByRole('link').click();
    await expect(page.getByTestId('organization-title')).toHaveText(sub.orgName);
    await page.getByTestId('org-delete-button').click();

    const dialog = page.getByTestId('delete-dialog');
    await expect(dialog.getByRole('heading', { name: `Delete ${sub.orgName}?` })).toBeVisible();
    await expect(
      dialog.getByRole('radio', { name: /Transfer data to the parent organization/ }),
    ).toBeChecked();
    const submit = page.getByTestId('delete-submit');
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Type “delete” to confirm').fill('delet');
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Type “delete” to confirm').fill('delete');
    await submit.click();

    await expect(page).toHaveURL(/\/organizations$/);
    await expect(page.getByTestId('organizations-flash')).toHaveText(`${sub.orgName} was deleted.`);
  });

  await test.step('it is gone from the tree and from the search', async () => {
    await expect(page.getByTestId('org-tree')).toBeVisible();
    await expect(page.getByTestId('org-tree').getByText(sub.orgName)).toHaveCount(0);
    await page.getByTestId('org-search').fill(sub.orgName);
    await expect(page.getByTestId('org-search-empty')).toContainText('No search results found');
  });

  await test.step("its users are now the parent's users, its owner as an admin", async () => {
    await page.getByTestId('menu-item-users').click();
    await expect(page).toHaveURL(/\/users$/);
    const table = page.getByTestId('users-table');
    await page.getByTestId('users-search').fill(user.email);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText(user.fullname);
    await expect(table.getByRole('row').nth(1)).toContainText('Staff');

    await page.getByTestId('users-search').fill(sub.email);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText(sub.ownerName);
    await expect(table.getByRole('row').nth(1)).toContainText('Admin');
  });
});

test('an organization with sub-organizations cannot be deleted', async ({ page, request }) => {
  const rootId = await apiLoginAs(request);
  const parent = await createSubOrganization(request, rootId);
  const child = await createSubOrganization(request, parent.id);
  await rootOnOrganizations(page);

  const row = await treeRow(page, parent.orgName);
  await expect(row).toContainText('1 sub-organization');
  await row.getByRole('button', { name: `Show the sub-organizations of ${parent.orgName}` }).click();
  await expect(await treeRow(page, child.orgName)).toBeVisible();

  await (await treeRow(page, parent.orgName)).getByRole('link').click();
  await expect(page.getByTestId('organization-title')).toHaveText(parent.orgName);
  await page.getByTestId('org-delete-button').click();
  const dialog = page.getByTestId('delete-dialog');
  await expect(page.getByTestId('delete-has-children')).toHaveText(
    'Cannot delete this organization while sub-organizations exist.',
  );
  await expect(dialog.getByLabel('Type “delete” to confirm')).toBeDisabled();
  await expect(page.getByTestId('delete-submit')).toBeDisabled();

  await page.getByTestId('delete-cancel').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('organization-title')).toHaveText(parent.orgName);
});

test('the organization pages have no serious accessibility violations', async ({ page, request }) => {
  // a long flow of several steps: its own budget
  test.setTimeout(120_000);
  const rootId = await apiLoginAs(request);
  const sub = await createSubOrganization(request, rootId);
  await createUser(request, sub.id, { fullname: 'Alva Nyström' });
  const check = async (name: string) => {
    const violations = await seriousViolations(page);
    expect(violations, `${name} has accessibility violations:\n${describeViolations(violations)}`).toEqual(
      [],
    );
  };

  await rootOnOrganizations(page);
  await expect(page.getByTestId('impersonation-panel')).toBeVisible();
  await check('/organizations');

  await page.goto(`/organizations/${sub.id}/info`);
  await expect(page.getByTestId('org-info')).toContainText(sub.ownerName);
  await check('the organization info page');

  await page.getByTestId('org-tab-users').click();
  await expect(page.getByTestId('users-table')).toContainText('Alva Nyström');
  await check('the organization users tab');

  await page.getByTestId('org-tab-theme').click();
  await expect(page.getByTestId('theme-tab')).toBeVisible();
  await check('the theme tab');

  await page.getByTestId('menu-item-users').click();
  await expect(page.getByTestId('users-table')).toContainText(ROOT_OWNER.name);
  await check('/users');
});
