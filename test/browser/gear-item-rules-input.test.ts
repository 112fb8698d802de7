import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, visit } from './support/browser.js';
import { ITEMS, openSignedIn, post, serverNames } from './gear-item-rules-support.js';

/**
 * The gear library's item rules for what is typed: a pasted name past the length limit (items,
 * categories, packs and bundles) said at once and never saved cut, a link typed without https://
 * completed, and a negative quantity refused in a pack line and a bundle entry. Each test signs
 * up its own account.
 */

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
