import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, shownToast } from './support/browser.js';
import {
  answered,
  cellValue,
  focusedName,
  ITEMS,
  openSignedIn,
  seedItems,
  serverItems,
  showGear,
  shownNames,
  table,
} from './gear-library-support.js';

/**
 * Tidying the gear library (/gear): deleting an item, bulk actions on ticked items (retiring,
 * deleting, moving to a category) and the categories themselves, on the built app and its real
 * API. Each test signs up its own account, so every library starts empty.
 */

const CATEGORIES = '/api/gear/categories';

async function seedCategory(page: Page, name: string): Promise<string> {
  const response = await page.request.post(CATEGORIES, { data: { name } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

describe('the gear library', () => {
  it('deletes one item from its row after asking', async () => {
    const page = await openSignedIn();
    await seedItems(page, [{ name: 'Tent' }, { name: 'Stove' }]);
    await showGear(page);
    await page.getByRole('button', { name: 'Delete Stove' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Stove?' });
    await confirm.waitFor();
    expect(await focusedName(page)).toBe('Cancel');
    await checkAxe(page);
    const deleted = answered(page, 'DELETE', /^\/api\/gear\/items\//);
    await confirm.getByRole('button', { name: 'Delete item' }).click();
    expect((await deleted).status()).toBe(204);
    await shownToast(page, 'Deleted Stove');
    expect(await shownNames(page)).toEqual(['Tent']);
  });

  it('retires ticked items in bulk, and shows them again with "Show retired"', async () => {
    const page = await openSignedIn();
    await seedItems(page, [{ name: 'Old stove' }, { name: 'Old tent' }, { name: 'Quilt' }]);
    await showGear(page);
    await page.getByRole('checkbox', { name: 'Select Old stove' }).check();
    await page.getByRole('checkbox', { name: 'Select Old tent' }).check();
    const bar = page.getByRole('region', { name: 'Selected items' });
    expect(await bar.innerText()).toContain('2 selected');
    await checkAxe(page);

    const bulk = answered(page, 'POST', `${ITEMS}/bulk`);
    await bar.getByRole('button', { name: 'Retire' }).click();
    await expect.poll(() => shownNames(page)).toEqual(['Quilt']);
    expect((await bulk).status()).toBe(200);
    await shownToast(page, 'Retired 2 items');
    expect(await bar.count()).toBe(0);
    const retired = await serverItems(page, 'retired=true');
    expect(retired.map((item) => item.name).sort()).toEqual(['Old stove', 'Old tent']);

    await page.getByRole('checkbox', { name: 'Show retired' }).check();
    await expect.poll(() => shownNames(page)).toEqual(['Old stove', 'Old tent', 'Quilt']);
    expect(await cellValue(page, 'Name', 'Old tent')).toContain('Retired');

    // Select all shown, then delete them, after a confirmation that says how many.
    await page.getByRole('searchbox', { name: 'Search gear' }).fill('old');
    await table(page).getByRole('checkbox', { name: 'Select all 2 shown items' }).check();
    await bar.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete 2 items?' });
    await confirm.waitFor();
    await checkAxe(page);
    await confirm.getByRole('button', { name: 'Delete 2 items' }).click();
    await shownToast(page, 'Deleted 2 items');
    expect((await serverItems(page)).map((item) => item.name)).toEqual(['Quilt']);
  });

  it('creates a category and moves ticked items into it', async () => {
    const page = await openSignedIn();
    await seedItems(page, [
      { name: 'Tent', weightMg: 539_000 },
      { name: 'Stakes', weightMg: 64_000 },
      { name: 'Stove', weightMg: 73_000 },
    ]);
    await showGear(page);
    await page.getByRole('button', { name: 'Categories' }).click();
    const dialog = page.getByRole('dialog', { name: 'Categories' });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: 'Category name' }).fill('Shelter');
    await dialog.getByRole('radio', { name: 'Lake' }).check();
    const created = answered(page, 'POST', CATEGORIES);
    await dialog.getByRole('button', { name: 'Add category' }).click();
    expect((await created).status()).toBe(201);
    await dialog.getByRole('textbox', { name: 'Name of Shelter' }).waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Category name' }).inputValue()).toBe('');

    // A name in use is refused by the field.
    await dialog.getByRole('textbox', { name: 'Category name' }).fill('shelter');
    await dialog.getByRole('button', { name: 'Add category' }).click();
    await dialog.getByText('You already have a category named “shelter”').waitFor();
    await checkAxe(page);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('checkbox', { name: 'Select Tent' }).check();
    await page.getByRole('checkbox', { name: 'Select Stakes' }).check();
    const moved = answered(page, 'POST', `${ITEMS}/bulk`);
    await page
      .getByRole('combobox', { name: 'Move selected items to category' })
      .selectOption({ label: 'Shelter' });
    expect((await moved).status()).toBe(200);
    await shownToast(page, 'Moved 2 items to Shelter');
    await expect.poll(() => cellValue(page, 'Category', 'Tent')).toContain('Shelter');
    await expect.poll(() => cellValue(page, 'Category', 'Stove')).not.toContain('Shelter');

    await page.getByRole('checkbox', { name: 'Group by category' }).check();
    // The heading row of the group: its name, how many, and their weight together.
    const group = table(page).getByRole('row', { name: /^Shelter\s*2 items · 603 g$/ });
    await group.waitFor();
    expect(await shownNames(page)).toEqual(['Stakes', 'Tent', 'Stove']);
    await showGear(page);
    const items = await serverItems(page);
    const shelter = items.find((item) => item.name === 'Tent')?.categoryId;
    expect(shelter).toBeTruthy();
    expect(items.find((item) => item.name === 'Stakes')?.categoryId).toBe(shelter);
  });

  it('renames, reorders from the keyboard and deletes categories', async () => {
    const page = await openSignedIn();
    await seedCategory(page, 'Sleep');
    const cook = await seedCategory(page, 'Cook');
    await seedItems(page, [{ name: 'Stove', categoryId: cook }]);
    await showGear(page);
    await page.getByRole('button', { name: 'Categories' }).click();
    const dialog = page.getByRole('dialog', { name: 'Categories' });
    // The dialog's code loads when it is first opened.
    await dialog.getByRole('textbox', { name: 'Name of Cook' }).waitFor();
    const names = async () => {
      const inputs = await dialog.getByRole('textbox', { name: /^Name of / }).all();
      return Promise.all(inputs.map((input) => input.inputValue()));
    };
    expect(await names()).toEqual(['Sleep', 'Cook']);

    await dialog.getByRole('button', { name: 'Move Cook up' }).focus();
    const reordered = answered(page, 'PUT', `${CATEGORIES}/order`);
    await page.keyboard.press('Enter');
    expect((await reordered).status()).toBe(204);
    expect(await names()).toEqual(['Cook', 'Sleep']);
    // Focus stays with the moved category.
    await expect.poll(() => focusedName(page)).toBe('Move Cook down');

    const renamed = answered(page, 'PATCH', /^\/api\/gear\/categories\//);
    await dialog.getByRole('textbox', { name: 'Name of Sleep' }).fill('Sleep system');
    await page.keyboard.press('Enter');
    expect((await renamed).status()).toBe(200);
    await dialog.getByRole('textbox', { name: 'Name of Sleep system' }).waitFor();

    await dialog.getByRole('button', { name: 'Delete Cook' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Cook?' });
    expect(await confirm.innerText()).toContain('Its item stays in your library');
    await checkAxe(page);
    const deleted = answered(page, 'DELETE', /^\/api\/gear\/categories\//);
    await confirm.getByRole('button', { name: 'Delete category' }).click();
    expect((await deleted).status()).toBe(204);
    expect(await names()).toEqual(['Sleep system']);
    await page.keyboard.press('Escape');
    await expect.poll(() => cellValue(page, 'Category', 'Stove')).toContain('none');
  });
});
