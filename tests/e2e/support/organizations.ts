import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { newAccount, uniqueEmail, type Account } from './accounts';
import { linkPath, mailTo } from './outbox';
import { ROOT_OWNER } from './root';

export { ROOT_OWNER } from './root';

/** A sub-organization made for a test, with its owner's login (usable once the invitation is taken up). */
export interface SubOrganization extends Account {
  id: number;
}

/** Logs an API context in (its own cookie jar) and answers the user's organization id. */
export async function apiLoginAs(
  request: APIRequestContext,
  account: Pick<Account, 'email' | 'password'> = ROOT_OWNER,
): Promise<number> {
  const response = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { organizationId: number }).organizationId;
}

/**
 * Creates a sub-organization of `parentId` through the API (setup, not the flow under test), as the
 * user `request` is logged in as. Location packages include theme management and impersonation.
 */
export async function createSubOrganization(
  request: APIRequestContext,
  parentId: number,
  options: { account?: Account; package?: string } = {},
): Promise<SubOrganization> {
  const account = options.account ?? newAccount();
  const response = await request.post(`/api/organizations/${parentId}/suborganizations/create`, {
    data: {
      parentOrganizationId: parentId,
      name: account.orgName,
      city: 'Gothenburg',
      state: 'Västra Götaland',
      country: 'SE',
      ownerName: account.ownerName,
      ownerEmail: account.email,
      licenseData: { package: options.package ?? 'location_1y' },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { id } = (await response.json()) as { id: number };
  return { ...account, id };
}

/** The set-password link of the newest invitation mailed to an address. */
export async function invitationPath(email: string): Promise<string> {
  const mail = await mailTo(email, (candidate) => Boolean(candidate.url?.includes('/newpassword/')));
  return linkPath(mail.url);
}

/** Takes up a mailed invitation through the API (setup): the account's password is set. */
export async function acceptInvitationByApi(
  request: APIRequestContext,
  account: Pick<Account, 'email' | 'password'>,
): Promise<void> {
  const token = (await invitationPath(account.email)).split('/').pop();
  const response = await request.post('/api/auth/changePasswordToken', {
    data: { token, password: account.password, passwordRepeat: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Opens a mailed invitation in the browser and chooses the password on the new-password page. */
export async function acceptInvitationInBrowser(page: Page, email: string, password: string): Promise<void> {
  await page.goto(await invitationPath(email));
  const form = page.getByTestId('new-password-page');
  await expect(form).toBeVisible();
  await form.getByLabel('New password', { exact: true }).fill(password);
  await form.getByLabel('Repeat new password').fill(password);
  await page.getByTestId('new-password-submit').click();
  await expect(page.getByTestId('new-password-done')).toBeVisible();
}

/** Adds a user to an organization through the API (setup) and answers the user's e-mail. */
export async function createUser(
  request: APIRequestContext,
  organizationId: number,
  user: { fullname: string; role?: string; email?: string },
): Promise<{ id: number; email: string; fullname: string }> {
  const email = user.email ?? uniqueEmail('user');
  const response = await request.post('/api/users/create', {
    data: {
      organizationId,
      username: email
        .split('@')[0]
        ?.replace(/[^a-zA-Z0-9._-]/g, '')
        .slice(0, 30),
      fullname: user.fullname,
      email,
      role: user.role ?? 'staff',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { id } = (await response.json()) as { id: number };
  return { id, email, fullname: user.fullname };
}

/**
 * The row of an organization in the tree on /organizations, drawn and in view. The tree draws only the
 * rows near the view, so it is scrolled a screen at a time until the row is drawn (other tests add
 * organizations to the same root), then the row is brought into view. The tree may draw its rows again
 * meanwhile (it refreshes, a row is expanded) and take the row away: then it is looked for again.
 */
export async function treeRow(page: Page, name: string): Promise<Locator> {
  const tree = page.getByTestId('org-tree');
  await expect(tree).toBeVisible();
  const row = tree.getByRole('listitem').filter({ hasText: name });
  await tree.evaluate((element) => element.scrollTo(0, 0));
  await expect(async () => {
    if ((await row.count()) === 0) {
      // a screen further down, or back to the top from the end (rows may have moved up meanwhile)
      await tree.evaluate((element) => {
        const atEnd = element.scrollTop + element.clientHeight >= element.scrollHeight - 1;
        element.scrollTo(0, atEnd ? 0 : element.scrollTop + element.clientHeight);
      });
      throw new Error(`${name} is not drawn at this height of the tree`);
    }
    await row.scrollIntoViewIfNeeded({ timeout: 1_000 });
    await expect(row).toBeInViewport({ timeout: 1_000 });
  }, `${name} in the organization tree`).toPass({ intervals: [100], timeout: 30_000 });
  return row;
}
