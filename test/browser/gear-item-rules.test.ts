import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInState } from './support/auth.js';
import { checkAxe, openPage, shownToast, visit, type OpenPageOptions } from './support/browser.js';
import { describeScreenshots, SHOTS, screenshotsIn } from './support/screenshots.js';

/**
 * The gear library's item rules: a delete names the packs and bundles it takes from before it
 * is confirmed. Each test signs up its own account.
 */

const ITEMS = '/api/gear/items';

async function openSignedIn(options: OpenPageOptions = {}): Promise<Page> {
  return openPage({ ...options, storageState: await signedInState({ givenName: 'Rue' }) });
}

async function post<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { data });
  expect(response.status(), `POST ${path}`).toBe(201);
  return (await response.json()) as T;
}

/** Stove in a pack of its own and in a bundle carried by another pack; Pot in the bundle only. */
async function seedUsedItems(request: APIRequestContext) {
  const item = (name: string) => post<{ id: string }>(request, ITEMS, { name, weightMg: 80_000 });
  const stove = await item('Stove');
  const pot = await item('Pot');
  const spare = await item('Spare cord');
  const bundle = await post<{ id: string }>(request, '/api/bundles', { name: 'Kitchen kit' });
  for (const { id } of [stove, pot]) {
    await post(request, `/api/bundles/${bundle.id}/items`, { gearItemId: id });
  }
  const pct = await post<{ id: string }>(request, '/api/packs', { name: 'PCT 2026' });
  await post(request, `/api/packs/${pct.id}/lines`, { gearItemId: stove.id });
  const jmt = await post<{ id: string }>(request, '/api/packs', { name: 'JMT' });
  await post(request, `/api/packs/${jmt.id}/lines`, { bundleId: bundle.id });
  return { stove, pot, spare };
}

async function serverNames(page: Page): Promise<string[]> {
  const response = await page.request.get(`${ITEMS}?limit=100`);
  return ((await response.json()) as { items: { name: string }[] }).items
    .map((item) => item.name)
    .sort();
}

describe('deleting gear used in packs', () => {
  it('names the packs and bundles an item comes out of before it is deleted', async () => {
    const page = await openSignedIn();
    await seedUsedItems(page.request);
    await visit(page, '/gear', { waitFor: 'role=table[name="Gear library"]' });

    await page.getByRole('button', { name: 'Delete Stove' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Stove?' });
    await confirm.getByText('It comes out of 2 packs, whose totals change:').waitFor();
    const packs = confirm.getByRole('list').first();
    expect(await packs.getByRole('listitem').allInnerTexts()).toEqual([
      'JMT (inside a bundle)',
      'PCT 2026',
    ]);
    await confirm.getByText('It comes out of 1 bundle:').waitFor();
    expect(await confirm.getByRole('list').nth(1).innerText()).toBe('Kitchen kit');
    await checkAxe(page);
    // Cancel deletes nothing.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await serverNames(page)).toEqual(['Pot', 'Spare cord', 'Stove']);

    // An item nothing uses says so.
    await page.getByRole('button', { name: 'Delete Spare cord' }).click();
    const spare = page.getByRole('alertdialog', { name: 'Delete Spare cord?' });
    await spare.getByText('No pack or bundle uses it.').waitFor();
    await spare.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Delete Stove' }).click();
    await confirm.getByText('PCT 2026').waitFor();
    await confirm.getByRole('button', { name: 'Delete item' }).click();
    await shownToast(page, 'Deleted Stove');
    expect(await serverNames(page)).toEqual(['Pot', 'Spare cord']);
  });

  it('names the packs and bundles ticked items come out of before a bulk delete', async () => {
    const page = await openSignedIn();
    await seedUsedItems(page.request);
    await visit(page, '/gear', { waitFor: 'role=table[name="Gear library"]' });
    await page.getByRole('checkbox', { name: 'Select Stove' }).check();
    await page.getByRole('checkbox', { name: 'Select Pot' }).check();
    await page
      .getByRole('region', { name: 'Selected items' })
      .getByRole('button', { name: 'Delete' })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete 2 items?' });
    await confirm.getByText('They come out of 2 packs, whose totals change:').waitFor();
    expect(await confirm.getByRole('list').first().getByRole('listitem').allInnerTexts()).toEqual([
      'JMT (2 inside a bundle)',
      'PCT 2026 (1 line)',
    ]);
    expect(await confirm.getByRole('list').nth(1).innerText()).toBe('Kitchen kit (2 items)');
    await confirm.getByText('All 2 go from your library. This cannot be undone.').waitFor();
    await checkAxe(page);
    await confirm.getByRole('button', { name: 'Delete 2 items' }).click();
    await shownToast(page, 'Deleted 2 items');
    expect(await serverNames(page)).toEqual(['Spare cord']);
  });
});

/** What a paste does: the text goes in as one edit, which `maxLength` would cut short. */
async function paste(page: Page, field: Locator, text: string): Promise<void> {
  await field.click();
  await field.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
}

describe('a pasted name past the length limit', () => {
  const tooLong = 'Ultralight titanium pot '.repeat(10).trim();

  it('is said at once in the gear add bar, the details and the categories, and never saved cut', async () => {
    const page = await openSignedIn();
    await post(page.request, ITEMS, { name: 'Pot', weightMg: 100_000 });
    await visit(page, '/gear', { waitFor: 'role=table[name="Gear library"]' });

    const newName = page.getByRole('textbox', { name: 'New item name' });
    await paste(page, newName, tooLong);
    expect(await newName.inputValue()).toBe(tooLong);
    await page.getByRole('alert').filter({ hasText: 'At most 200 characters' }).waitFor();
    expect(await newName.getAttribute('aria-invalid')).toBe('true');
    await checkAxe(page);
    await newName.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'At most 200 characters' }).waitFor();

    await page.getByRole('button', { name: 'Details of Pot' }).click();
    const drawer = page.getByRole('dialog', { name: 'Item details' });
    const name = drawer.getByRole('textbox', { name: 'Name' });
    await paste(page, name, tooLong);
    expect(await name.inputValue()).toBe(tooLong);
    await drawer.getByText('At most 200 characters').waitFor();
    await checkAxe(page);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.getByText('At most 200 characters').waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Categories' }).click();
    const categories = page.getByRole('dialog', { name: 'Categories' });
    const categoryName = categories.getByRole('textbox', { name: 'Category name' });
    await paste(page, categoryName, tooLong);
    expect(await categoryName.inputValue()).toBe(tooLong);
    await categories.getByText('At most 100 characters').waitFor();
    await categories.getByRole('button', { name: 'Add category' }).click();
    await checkAxe(page);

    expect(await serverNames(page)).toEqual(['Pot']);
    const saved = await page.request.get('/api/gear/categories');
    expect(await saved.json()).toEqual([]);
  });

  it('is said at once for a new pack’s and a new bundle’s name, and nothing is saved', async () => {
    const page = await openSignedIn();
    await visit(page, '/packs', { waitFor: 'main h1' });
    await page.getByRole('button', { name: 'New pack' }).first().click();
    const newPack = page.getByRole('dialog', { name: 'New pack' });
    const packName = newPack.getByRole('textbox', { name: 'Name' });
    await paste(page, packName, tooLong);
    expect(await packName.inputValue()).toBe(tooLong);
    await newPack.getByText('At most 200 characters').waitFor();
    await checkAxe(page);
    await newPack.getByRole('button', { name: /Create/ }).click();
    await newPack.getByText('At most 200 characters').waitFor();
    const packs = await page.request.get('/api/packs');
    expect(JSON.stringify(await packs.json())).not.toContain('Ultralight');

    await visit(page, '/bundles', { waitFor: 'main h1' });
    await page.getByRole('button', { name: 'New bundle' }).first().click();
    const newBundle = page.getByRole('dialog', { name: 'New bundle' });
    const bundleName = newBundle.getByRole('textbox', { name: 'Name' });
    await paste(page, bundleName, tooLong);
    expect(await bundleName.inputValue()).toBe(tooLong);
    await newBundle.getByText('At most 200 characters').waitFor();
    await checkAxe(page);
    const bundles = await page.request.get('/api/bundles');
    expect(JSON.stringify(await bundles.json())).not.toContain('Ultralight');
  });
});

describe('a link typed without https://', () => {
  it('is completed in the details when the field is left, and saved so', async () => {
    const page = await openSignedIn();
    await post(page.request, ITEMS, { name: 'Tent', weightMg: 500_000 });
    await visit(page, '/gear', { waitFor: 'role=table[name="Gear library"]' });
    await page.getByRole('button', { name: 'Details of Tent' }).click();
    const drawer = page.getByRole('dialog', { name: 'Item details' });
    const link = drawer.getByRole('textbox', { name: 'Link' });
    await link.fill('zpacks.com/duplex');
    await link.press('Tab');
    await expect.poll(() => link.inputValue()).toBe('https://zpacks.com/duplex');
    expect(await link.getAttribute('aria-invalid')).toBeNull();
    await checkAxe(page);
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.url().includes(ITEMS),
    );
    await drawer.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    const items = await page.request.get(`${ITEMS}?limit=10`);
    expect(((await items.json()) as { items: { url: string | null }[] }).items).toMatchObject([
      { url: 'https://zpacks.com/duplex' },
    ]);
  });
});

describe('a negative quantity', () => {
  it('says it must be 0 or more, in a pack line and in a bundle entry', async () => {
    const page = await openSignedIn();
    const stove = await post<{ id: string }>(page.request, ITEMS, {
      name: 'Stove',
      weightMg: 80_000,
    });
    const pack = await post<{ id: string }>(page.request, '/api/packs', { name: 'Trip' });
    await post(page.request, `/api/packs/${pack.id}/lines`, { gearItemId: stove.id });
    const bundle = await post<{ id: string }>(page.request, '/api/bundles', { name: 'Kitchen' });
    await post(page.request, `/api/bundles/${bundle.id}/items`, { gearItemId: stove.id });

    for (const path of [`/packs/${pack.id}`, `/bundles/${bundle.id}`]) {
      await visit(page, path, { waitFor: '[aria-label="Quantity of Stove"]' });
      const quantity = page.getByLabel('Quantity of Stove', { exact: true });
      await quantity.fill('-1');
      await quantity.press('Enter');
      await page.getByRole('alert').filter({ hasText: 'Quantity must be 0 or more' }).waitFor();
      await checkAxe(page);
    }
  });
});

const shoot = screenshotsIn('gear-item-rules');

describeScreenshots('gear delete dialog screenshots', () => {
  it.each(SHOTS)('at $size.name size in $colorScheme', async ({ size, colorScheme }) => {
    const page = await openSignedIn({ ...size, colorScheme });
    await seedUsedItems(page.request);
    await visit(page, '/gear', { waitFor: 'text=Spare cord' });
    const tag = `${size.name}-${colorScheme}`;
    if (size.name === 'phone') {
      await page.getByRole('button', { name: 'Stove', exact: true }).click();
      const drawer = page.getByRole('dialog', { name: 'Item details' });
      await drawer.getByRole('button', { name: 'Delete' }).click();
    } else {
      await page.getByRole('button', { name: 'Delete Stove' }).click();
    }
    const confirm = page.getByRole('alertdialog', { name: 'Delete Stove?' });
    await confirm.getByText('PCT 2026').waitFor();
    await checkAxe(page);
    await shoot(page, `delete-item-${tag}`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    if (size.name === 'phone') await page.keyboard.press('Escape');
    await page.getByRole('checkbox', { name: 'Select Stove' }).check();
    await page.getByRole('checkbox', { name: 'Select Pot' }).check();
    await page
      .getByRole('region', { name: 'Selected items' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Delete 2 items?' })
      .getByText('PCT 2026')
      .waitFor();
    await shoot(page, `delete-items-${tag}`);
    expect(true).toBe(true);
  });
});
