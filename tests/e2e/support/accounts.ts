import { createHash, randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mailTo } from './outbox';

/** Meets the password rule: at least 8 characters with lower- and uppercase letters, a number and a symbol. */
export const PASSWORD = 'Signage#2026';

/** The login page's message for a wrong e-mail or password (spec section 8). */
export const LOGIN_FAILED = 'Please check that your email and password is correct.';

export interface Account {
  email: string;
  password: string;
  orgName: string;
  ownerName: string;
}

/** A short tag unique to this test and moment, for e-mail addresses and organization names. */
function uniqueTag(): string {
  const testTag = createHash('sha256').update(test.info().testId).digest('hex').slice(0, 6);
  return `${testTag}-${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
}

/** A fresh e-mail address that no other test uses. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${uniqueTag()}@example.com`;
}

/** Details for a new organization and its owner (nothing registered yet). */
export function newAccount(overrides: Partial<Account> = {}): Account {
  const tag = uniqueTag();
  return {
    email: `owner-${tag}@example.com`,
    password: PASSWORD,
    orgName: `Northwind Signs ${tag}`,
    ownerName: 'Alex Morgan',
    ...overrides,
  };
}

/**
 * Registers an organization and its owner through the API and verifies the owner's e-mail with the
 * mailed code: setup for tests whose subject is something else.
 */
export async function registerAccount(request: APIRequestContext, account = newAccount()): Promise<Account> {
  const csrf = await request.post('/api/auth/csrfToken');
  expect(csrf.status(), await csrf.text()).toBe(200);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const registered = await request.post('/api/register', {
    data: {
      orgName: account.orgName,
      orgOwnerName: account.ownerName,
      email: account.email,
      password: account.password,
      city: 'Uppsala',
      state: 'Uppsala län',
      country: 'SE',
      csrfToken,
      terms: true,
      promoConsent: false,
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const { code } = await mailTo(account.email, (mail) => Boolean(mail.code));
  const verified = await request.post('/api/register/verify', { data: { email: account.email, code } });
  expect(verified.status(), await verified.text()).toBe(200);
  return account;
}

/** Logs the page's browser context in through the API (the `sessionKey` cookie lands in the context). */
export async function apiLogin(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  const response = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A registered owner, logged in, on the dashboard. */
export async function registeredOwnerOnDashboard(page: Page, request: APIRequestContext): Promise<Account> {
  const account = await registerAccount(request);
  await apiLogin(page, account);
  await page.goto('/home');
  await expect(page.getByTestId('dashboard-page')).toBeVisible();
  return account;
}

/** Fills in and sends the login form at `/`. */
export async function loginThroughForm(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByTestId('login-page')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByTestId('login-submit').click();
}

/** Logs out through the user menu in the app bar and waits for the login page. */
export async function logoutThroughMenu(page: Page): Promise<void> {
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('logout-button').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('login-page')).toBeVisible();
}
