import { expect, test } from '@playwright/test';
import { registeredOwnerOnDashboard } from '../support/accounts';

/** An owner's menu in Swedish. */
const SWEDISH_MENU = [
  'Översikt',
  'Konto',
  'Spellistor',
  'Enheter',
  'Användare',
  'Organisationer',
  'Larm',
  'Lista',
  'Skapa',
  'Integrationer',
  'Hjälp',
  'Media',
];

test('the top bar switches the public pages to Spanish, and the choice outlives a reload', async ({
  page,
}) => {
  await page.goto('/');
  const login = page.getByTestId('login-page');
  await expect(login.getByRole('heading', { level: 1 })).toHaveText('Log in to Placard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByTestId('language-menu-button').click();
  // The public top bar offers English and Spanish only.
  await expect(page.getByRole('menuitem')).toHaveText(['English', 'Español']);
  await page.getByRole('menuitem', { name: 'Español' }).click();

  await expect(login.getByRole('heading', { level: 1 })).toHaveText('Inicia sesión en Placard');
  await expect(page.getByTestId('login-submit')).toHaveText('Iniciar sesión');
  await expect(login.getByLabel('Contraseña', { exact: true })).toBeVisible();
  await expect(page.getByTestId('top-bar-register')).toHaveText('Registrarse');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('es');

  await page.reload();
  await expect(login.getByRole('heading', { level: 1 })).toHaveText('Inicia sesión en Placard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByTestId('language-menu-button')).toHaveText('ES');

  // Other public pages follow.
  await page.getByTestId('create-account-link').click();
  await expect(page.getByTestId('register-page').getByRole('heading', { level: 1 })).toHaveText(
    'Crea tu cuenta de Placard',
  );
  await expect(page.getByTestId('register-submit')).toHaveText('Crear cuenta');
});

test('a logged-in user choosing Svenska on the account page gets the menu in Swedish', async ({
  page,
  request,
}) => {
  await registeredOwnerOnDashboard(page, request);
  const menu = page.getByTestId('side-menu');
  await expect(menu.getByRole('link')).toHaveText([
    'Dashboard',
    'Account',
    'Playlists',
    'Devices',
    'Users',
    'Organizations',
    'Alerts',
    'List',
    'Create',
    'Integrations',
    'Help',
    'Media',
  ]);

  await page.getByTestId('menu-item-account').click();
  await page.getByLabel('Interface language').selectOption('sv');

  await expect(menu.getByRole('link')).toHaveText(SWEDISH_MENU);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(page.getByLabel('Gränssnittets språk')).toHaveValue('sv');
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('sv');

  // The account keeps the language: a fresh browser without the stored choice opens in Swedish too.
  await page.evaluate(() => localStorage.removeItem('locale'));
  await page.goto('/home');
  await expect(menu.getByRole('link')).toHaveText(SWEDISH_MENU);
  await expect(page.getByTestId('breadcrumbs')).toHaveText('Hem');
});

test('every menu label fits on one line in every language', async ({ page, request }) => {
  await registeredOwnerOnDashboard(page, request);
  const links = page.getByTestId('side-menu').getByRole('link');
  const select = page.getByLabel(
    /Interface language|Idioma de la interfaz|Langue de l'interface|Gränssnittets språk/,
  );
  await page.getByTestId('menu-item-account').click();
  for (const locale of ['es', 'fr', 'sv', 'en']) {
    await select.selectOption(locale);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    // a label on one line is as tall as a line of its text
    const wrapped = await links.evaluateAll((items) =>
      items.flatMap((item) => {
        const label = item.querySelector('.MuiListItemText-primary');
        if (!label) return [];
        const lineHeight = parseFloat(getComputedStyle(label).lineHeight);
        return label.getBoundingClientRect().height > lineHeight * 1.5 ? [label.textContent] : [];
      }),
    );
    expect(wrapped, `${locale}: labels on two lines`).toEqual([]);
  }
});
