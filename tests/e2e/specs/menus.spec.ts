import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiLogin, registerAccount } from '../support/accounts';
import { describeViolations, seriousViolations } from '../support/axe';
import { beachPng, uploadByApi } from '../support/media';

/** No serious accessibility violation on the page as it stands. */
async function expectAccessible(page: Page): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** Drags a locator's drag handle onto another with the mouse, in small steps as a hand does. */
async function dragOnto(page: Page, handle: Locator, target: Locator): Promise<void> {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('nothing to drag');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 8, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 4, { steps: 12 });
  await page.mouse.up();
}

/** Fills in the item dialog and closes it with Done. */
async function fillItem(page: Page, name: string, price: string, description = ''): Promise<void> {
  const form = page.getByTestId('menu-entry-form');
  await form.getByTestId('menu-entry-name').click();
  await page.keyboard.type(name);
  if (description) {
    await form.getByTestId('menu-entry-description').click();
    await page.keyboard.type(description);
  }
  await form.getByTestId('menu-entry-price').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(price);
}

test('a restaurant builds its menu with the mouse and finds it as saved', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const admin = await playwright.request.newContext({ baseURL });
  const account = await registerAccount(admin);
  await apiLogin(page, account);
  // the dish's photo is stored and processed while the menu is built
  const photo = beachPng('soup.png').then((file) => uploadByApi(page.request, file));

  await page.goto('/media/my');
  await page.getByTestId('media-tab-menus').click();
  await expect(page).toHaveURL(/\/media\/menus$/);
  await expect(page.getByTestId('menus-empty')).toBeVisible();

  await test.step('a new menu opens in its editor', async () => {
    await page.getByTestId('menu-create').click();
    await page.getByTestId('menu-create-name').click();
    await page.keyboard.type('Harbour Café');
    await page.getByTestId('menu-create-submit').click();
    await expect(page).toHaveURL(/\/media\/menus\/\d+$/);
    await expect(page.getByTestId('menu-no-categories')).toBeVisible();
  });

  await test.step('categories are added and named in place', async () => {
    for (const name of ['Starters', 'Mains']) {
      await page.getByTestId('menu-add-category').click();
      const field = page.getByTestId('menu-category-name').last();
      await field.click();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(name);
    }
    await expect(page.getByTestId('menu-save-state')).toHaveAttribute('data-state', 'unsaved');
  });

  const starters = page.locator('[data-testid="menu-category"][data-category-name="Starters"]');
  const mains = page.locator('[data-testid="menu-category"][data-category-name="Mains"]');
  await test.step('items get a name, description, price and a picture from the library', async () => {
    await starters.getByTestId('menu-add-item').click();
    await page.getByTestId('menu-entry-done').click();
    // the contract's rules, translated, on the fields
    await expect(page.getByTestId('menu-entry-form').getByText('This field is required.')).toBeVisible();
    await fillItem(page, 'Tomato soup', '6,5', 'Roasted tomatoes, basil oil');
    await photo;
    await page.getByTestId('menu-entry-choose-picture').click();
    await page.getByTestId('menu-picture-option').first().click();
    await expect(page.getByTestId('menu-entry-picture')).toBeVisible();
    await page.getByTestId('menu-entry-done').click();

    await mains.getByTestId('menu-add-item').click();
    await fillItem(page, 'Steak frites', '24.50', 'Hand-cut fries');
    await page.getByTestId('menu-entry-done').click();
    await mains.getByTestId('menu-add-item').click();
    await fillItem(page, 'Fish of the day', '21');
    await page.getByTestId('menu-entry-done').click();
    await expect(starters.getByTestId('menu-entry-row')).toContainText('€6.50');
  });

  await test.step('a sold-out dish is switched off, and a dish is dragged into place', async () => {
    const steak = mains.locator('[data-item-name="Steak frites"]');
    await steak.getByTestId('menu-entry-available').click();
    await expect(steak).toContainText('Sold out');
    const fish = mains.locator('[data-item-name="Fish of the day"]');
    await dragOnto(page, fish.getByTestId('menu-entry-drag'), steak);
    await expect(mains.getByTestId('menu-entry-row').first()).toHaveAttribute(
      'data-item-name',
      'Fish of the day',
    );
  });

  await test.step('saving keeps it all, as a reload shows', async () => {
    await page.getByTestId('menu-save').click();
    await expect(page.getByTestId('menu-save-state')).toHaveAttribute('data-state', 'saved');
    await page.reload();
    await expect(mains.getByTestId('menu-entry-row').first()).toHaveAttribute(
      'data-item-name',
      'Fish of the day',
    );
    await expect(mains.locator('[data-item-name="Steak frites"]')).toContainText('Sold out');
    await expect(starters.locator('img')).toBeVisible();
  });
});

test('the menus list shows what each menu holds, the preview draws it in each style, and a menu is deleted after asking', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await playwright.request.newContext({ baseURL });
  const account = await registerAccount(admin);
  await apiLogin(page, account);
  const created = await page.request.post('/api/menu/create', {
    data: { name: 'Bar Menu', currency: 'SEK' },
  });
  const { id } = (await created.json()) as { id: number };
  const saved = await page.request.post('/api/menu/update', {
    data: {
      id,
      name: 'Bar Menu',
      currency: 'SEK',
      categories: [{ id: 1, name: 'Drinks' }],
      items: [
        { id: 1, name: 'Lemonade', price: 4500, categoryId: 1 },
        { id: 2, name: 'Espresso', price: 3200, categoryId: 1, available: false },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.goto('/media/menus');
  const card = page.locator('[data-testid="menu-card"][data-menu-name="Bar Menu"]');
  await expect(card).toContainText('2 items · 1 category');
  await expect(card).toContainText('1 sold out');
  await expect(card).toContainText('SEK');
  await expectAccessible(page);

  await card.getByTestId('menu-card-name').click();
  const preview = page.getByTestId('menu-preview');
  for (const style of ['minimalistic', 'modern', 'playful', 'professional']) {
    await page.getByTestId(`menu-style-${style}`).click();
    await expect(preview.locator('[data-menu-style]')).toHaveAttribute('data-menu-style', style);
  }
  await expect(preview.locator('[data-menu-title]')).toHaveText('Bar Menu');
  await expectAccessible(page);
  await expect(preview.locator('[data-sold-out]')).toContainText('Sold out');
  await expect(preview.locator('[data-menu-price]').first()).toHaveText(/kr\s?45[.,]00|45[.,]00\skr/);

  await page.getByTestId('menu-back').click();
  await card.getByTestId('menu-card-actions').click();
  await page.getByTestId('menu-card-delete').click();
  await expect(page.getByTestId('menu-delete-dialog')).toContainText('Bar Menu');
  await page.getByTestId('menu-delete-dialog-confirm').click();
  await expect(page.getByTestId('menus-empty')).toBeVisible();
});
