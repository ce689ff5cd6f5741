import { expect, test } from '@playwright/test';
import { apiLogin, loginThroughForm, newAccount } from '../support/accounts';
import {
  acceptInvitationInBrowser,
  apiLoginAs,
  createSubOrganization,
  ROOT_OWNER,
} from '../support/organizations';

test.use({ viewport: { width: 1280, height: 900 } });

/** Placard's own navigation bar colour (#C91E4E), which an organization without a theme keeps. */
const PLACARD_BAR = 'rgb(201, 30, 78)';

test("a sub-organization's theme follows its owner into the app, and the owner re-themes it at once", async ({
  page,
  browser,
  request,
}) => {
  const rootId = await apiLoginAs(request);
  // A location licence includes theme management.
  const sub = await createSubOrganization(request, rootId, {
    account: newAccount({ ownerName: 'Mika Holm' }),
  });

  await test.step("the parent sets the sub-organization's colours on its theme tab", async () => {
    await apiLogin(page, ROOT_OWNER);
    await page.goto(`/organizations/${sub.id}/info`);
    await expect(page.getByTestId('organization-title')).toHaveText(sub.orgName);
    await page.getByTestId('org-tab-theme').click();
    await expect(page).toHaveURL(new RegExp(`/organizations/${sub.id}/theme$`));
    const colors = page.getByTestId('theme-colors');
    await expect(colors.getByRole('heading', { name: 'Colors' })).toBeVisible();
    // Nothing chosen yet: every colour is at its default and there is nothing to save.
    await expect(page.getByTestId('theme-save-colors')).toBeDisabled();

    await colors.getByLabel('Navigation bar color', { exact: true }).fill('#1b5e20');
    await colors.getByLabel('Navigation text color', { exact: true }).fill('#FFF8E1');
    await expect(colors).toContainText('The preview shows your unsaved changes.');
    await page.getByTestId('theme-save-colors').click();
    await expect(page.getByTestId('theme-toast')).toHaveText('Colors saved.');
    await expect(colors).toContainText('The preview shows the saved theme.');
    await expect(colors.getByLabel('Navigation bar color', { exact: true })).toHaveValue('#1B5E20');

    // The parent's own app keeps its own look.
    await expect(page.getByRole('banner')).toHaveCSS('background-color', PLACARD_BAR);
  });

  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();

  await test.step('the owner sets a password from the invitation and logs in to the themed app', async () => {
    await acceptInvitationInBrowser(owner, sub.email, sub.password);
    await owner.getByTestId('new-password-login').click();
    await loginThroughForm(owner, sub.email, sub.password);
    await expect(owner).toHaveURL(/\/home$/);
    await expect(owner.getByTestId('organization-name')).toHaveText(sub.orgName);
    const bar = owner.getByRole('banner');
    await expect(bar).toHaveCSS('background-color', 'rgb(27, 94, 32)');
    await expect(bar).toHaveCSS('color', 'rgb(255, 248, 225)');
  });

  await test.step("the owner's colour change re-themes the app without a reload", async () => {
    await owner.getByTestId('menu-item-organizations').click();
    await expect(owner.getByTestId('organizations-page')).toBeVisible();
    await owner
      .getByTestId('org-tree')
      .getByRole('link', { name: new RegExp(sub.orgName) })
      .click();
    await expect(owner.getByTestId('organization-title')).toHaveText(sub.orgName);
    await owner.getByTestId('org-tab-theme').click();
    await expect(owner.getByTestId('theme-own-note')).toBeVisible();
    // A mark on the document that only a full reload would remove.
    await owner.evaluate(() => {
      document.documentElement.dataset.beforeSave = 'yes';
    });

    const colors = owner.getByTestId('theme-colors');
    await expect(colors.getByLabel('Navigation bar color', { exact: true })).toHaveValue('#1B5E20');
    await colors.getByLabel('Navigation bar color', { exact: true }).fill('#0D47A1');
    // Unsaved, the app keeps the saved colour.
    await expect(owner.getByRole('banner')).toHaveCSS('background-color', 'rgb(27, 94, 32)');
    await owner.getByTestId('theme-save-colors').click();
    await expect(owner.getByTestId('theme-toast')).toHaveText('Colors saved.');
    await expect(owner.getByRole('banner')).toHaveCSS('background-color', 'rgb(13, 71, 161)');
    await expect(owner.locator('html')).toHaveAttribute('data-before-save', 'yes');
  });

  await test.step('resetting the colour brings back the default look', async () => {
    await owner.getByTestId('theme-reset-navBarColor').click();
    await expect(owner.getByTestId('theme-toast')).toHaveText(
      'The navigation bar color is back to its default.',
    );
    await expect(owner.getByRole('banner')).toHaveCSS('background-color', PLACARD_BAR);
  });

  await ownerContext.close();
});
